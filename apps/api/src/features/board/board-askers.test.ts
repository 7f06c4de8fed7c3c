import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ENQUIRIES, messages } from '@quorum/shared';
import { enquiryReplies } from '../../db/schema';
import { makeUser, signIn, uniqueAsxCode } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  GET,
  column,
  insertEnquiries,
  insertEnquiry,
  makeInvestor,
  makeTeam,
} from './testing/board-test-kit';
import type { CardView, PageView, Team } from './testing/board-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.board;

const HISTORY = `query History($id: ID!, $page: Int) {
  getEnquiriesHistory(enquiryId: $id, page: $page) { items { _id question } meta { totalItems itemsPerPage } }
}`;
const UNREAD = '{ getTotalUnreadQuestions }';
const MARK_READ = 'mutation($id: ID!) { markEnquiryRead(enquiryId: $id) }';
const ASSIGNABLE = '{ getTeamMembersWithQuestionPermission { _id firstName } }';

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t);
  theirs = await makeTeam(t);
});

describe('who asked', () => {
  async function card(companyId: string, row: Parameters<typeof insertEnquiry>[2]) {
    const id = await insertEnquiry(t, companyId, row);
    const answer = await gql<{ getEnquiryQuestion: CardView }>(t.app, GET, { id }, ours.viewer);
    return answer.data!.getEnquiryQuestion;
  }

  it('names a current investor with their details and no status', async () => {
    const investor = await makeInvestor(t, ours.companyId);
    const shown = await card(ours.companyId, { isGuest: false, investorId: investor.id });
    expect(shown).toMatchObject({
      investorId: investor.id,
      investor: { _id: investor.id, email: investor.email, firstName: 'Ivy', investorStatus: null },
      isDeletedInvestor: false,
      isRemovedCompany: false,
    });
  });

  it('shows an investor who deleted their account as Deleted User', async () => {
    const investor = await makeInvestor(t, ours.companyId, { deleted: true });
    const shown = await card(ours.companyId, { isGuest: false, investorId: investor.id });
    expect(shown).toMatchObject({
      investor: { firstName: text.deletedUserName, email: null, investorStatus: 'Deleted' },
      isDeletedInvestor: true,
    });
  });

  it('shows a question whose investor row is gone as Deleted User', async () => {
    const shown = await card(ours.companyId, { isGuest: false, investorId: null });
    expect(shown).toMatchObject({
      investor: { firstName: text.deletedUserName, investorStatus: 'Deleted' },
      isDeletedInvestor: true,
    });
  });

  it('marks an investor who removed the company from their list as Removed', async () => {
    const investor = await makeInvestor(t, ours.companyId, { removedCompany: true });
    const shown = await card(ours.companyId, { isGuest: false, investorId: investor.id });
    expect(shown).toMatchObject({
      investor: { firstName: 'Ivy', investorStatus: 'Removed' },
      isRemovedCompany: true,
      isDeletedInvestor: false,
    });
  });

  it('names a guest by what they typed on the web form', async () => {
    const shown = await card(ours.companyId, {
      guestFirstName: 'Gwen',
      guestLastName: 'Guest',
      guestEmail: 'Gwen@Example.com',
    });
    expect(shown).toMatchObject({
      isGuest: true,
      investor: {
        _id: null,
        firstName: 'Gwen',
        lastName: 'Guest',
        email: 'Gwen@Example.com',
        investorStatus: null,
      },
    });
  });
});

describe('one question', () => {
  it('is not found for another company’s id or a malformed one', async () => {
    const id = await insertEnquiry(t, theirs.companyId);
    for (const badId of [id, 'not-an-id', randomUUID()]) {
      const answer = await gql(t.app, GET, { id: badId }, ours.admin);
      expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
  });

  it('counts the thread’s messages but not the draft', async () => {
    const id = await insertEnquiry(t, ours.companyId);
    const thread = (fromQuorum: boolean, sentAt: Date | null) => ({
      companyId: ours.companyId,
      enquiryId: id,
      fromQuorum,
      content: 'Thanks',
      sentAt,
    });
    await t.database.db
      .insert(enquiryReplies)
      .values([thread(true, new Date()), thread(false, new Date()), thread(true, null)]);
    const answer = await gql<{ getEnquiryQuestion: CardView }>(t.app, GET, { id }, ours.viewer);
    expect(answer.data!.getEnquiryQuestion.replyCount).toBe(2);
  });
});

describe('an asker’s history', () => {
  it('lists every question of the same investor, newest first', async () => {
    const investor = await makeInvestor(t, ours.companyId);
    const mine = { isGuest: false, investorId: investor.id };
    const [first, second] = await insertEnquiries(t, ours.companyId, [
      { ...mine, question: 'First?' },
      { ...mine, question: 'Second?' },
      { question: 'Someone else?' },
    ]);
    const answer = await gql<{ getEnquiriesHistory: PageView }>(
      t.app,
      HISTORY,
      { id: first },
      ours.viewer,
    );
    expect(answer.data!.getEnquiriesHistory).toEqual({
      items: [
        { _id: second, question: 'Second?' },
        { _id: first, question: 'First?' },
      ],
      meta: { totalItems: 2, itemsPerPage: 10 },
    });
  });

  it('matches a guest by address whatever its case', async () => {
    const address = `hal-${randomUUID().slice(0, 6)}@example.com`;
    const [lower, upper] = await insertEnquiries(t, ours.companyId, [
      { guestEmail: address },
      { guestEmail: address.toUpperCase() },
    ]);
    const answer = await gql<{ getEnquiriesHistory: PageView }>(
      t.app,
      HISTORY,
      { id: lower },
      ours.viewer,
    );
    expect(answer.data!.getEnquiriesHistory.items.map((card) => card._id)).toEqual([upper, lower]);
  });

  it('refuses another company’s question as not found', async () => {
    const id = await insertEnquiry(t, theirs.companyId);
    const answer = await gql(t.app, HISTORY, { id }, ours.viewer);
    expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
  });
});

describe('unread questions', () => {
  it('counts what the caller has not opened since the investor wrote, each member apart', async () => {
    const team = await makeTeam(t);
    const [first] = await insertEnquiries(t, team.companyId, [{}, {}, { boardStatus: 'archived' }]);
    const count = async (token: string) =>
      (await gql<{ getTotalUnreadQuestions: number }>(t.app, UNREAD, {}, token)).data!
        .getTotalUnreadQuestions;
    expect(await count(team.admin)).toBe(2);

    const marked = await gql<{ markEnquiryRead: number }>(
      t.app,
      MARK_READ,
      { id: first },
      team.admin,
    );
    expect(marked.data!.markEnquiryRead).toBe(1);
    expect(await count(team.admin)).toBe(1);
    expect(await count(team.viewer)).toBe(2);
    const card = await gql<{ getEnquiryQuestion: CardView }>(t.app, GET, { id: first }, team.admin);
    expect(card.data!.getEnquiryQuestion.unread).toBe(false);
  });

  it('refuses to mark another company’s question read', async () => {
    const id = await insertEnquiry(t, theirs.companyId);
    const answer = await gql(t.app, MARK_READ, { id }, ours.admin);
    expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
  });
});

describe('who questions can be assigned to', () => {
  it('lists the members who can see the board, not one without the questions area', async () => {
    const team = await makeTeam(t);
    const answer = await gql<{ getTeamMembersWithQuestionPermission: { _id: string }[] }>(
      t.app,
      ASSIGNABLE,
      {},
      team.viewer,
    );
    const listed = answer.data!.getTeamMembersWithQuestionPermission.map((m) => m._id).sort();
    expect(listed).toEqual([team.adminId, team.editorId, team.viewerId].sort());
  });
});

describe('a new company’s board', () => {
  it('starts with the three sample questions in Outstanding, marked Sample', async () => {
    const person = await makeUser(t.database.db);
    const session = await signIn(t, person.email, person.password);
    const made = await gql<{ registerCompany: { userData: { token: { accessToken: string } } } }>(
      t.app,
      `mutation($input: RegisterCompanyInput!) {
        registerCompany(registerCompanyInput: $input) { userData { token { accessToken } } }
      }`,
      {
        input: {
          legalBusinessName: 'Sample Board Ltd',
          abn: '51 824 753 556',
          asxCode: uniqueAsxCode(),
          websiteUrl: 'https://sample.example.com',
          email: 'ir@sample.example.com',
        },
      },
      session.accessToken,
    );
    expect(made.error).toBeUndefined();
    const token = made.data!.registerCompany.userData.token.accessToken;
    const page = await column(t, token, 'outstanding');
    expect(page.items.map((card) => card.question)).toEqual(
      SAMPLE_ENQUIRIES.map((sample) => sample.question),
    );
    expect(page.items[0]).toMatchObject({
      isSampleQuestion: true,
      isGuest: false,
      subject: SAMPLE_ENQUIRIES[0].subject,
      investor: {
        firstName: SAMPLE_ENQUIRIES[0].firstName,
        lastName: SAMPLE_ENQUIRIES[0].lastName,
        investorStatus: 'Sample',
      },
    });

    const archived = await gql(
      t.app,
      'mutation($ids: [ID!]!) { archiveEnquiries(enquiryIds: $ids) { message } }',
      { ids: page.items.map((card) => card._id) },
      token,
    );
    expect(archived.data).toEqual({ archiveEnquiries: { message: text.archived(3) } });
    expect((await column(t, token, 'outstanding')).meta.totalItems).toBe(0);
  });
});
