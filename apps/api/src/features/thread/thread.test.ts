import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, messages } from '@quorum/shared';
import { enquiryReplies } from '../../db/schema';
import { lastEmailTo } from '../../testing/factories';
import { appEvents, listen } from '../../testing/live';
import { useTestApp } from '../../testing/test-app';
import { watchBoard } from '../board/testing/board-live-kit';
import {
  attachReplyFile,
  countEmailsTo,
  enquiryRow,
  insertEnquiry,
  insertInvestor,
  reply,
  storedReplies,
  makeTeam,
  thread,
} from './testing/thread-test-kit';
import type { Team } from './testing/thread-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.board;

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t, 'Swan River Gold Ltd');
  theirs = await makeTeam(t);
});

const attach = (token: string, filename?: string) => attachReplyFile(t, token, filename);
const emailsTo = (address: string) => countEmailsTo(t, address);

describe('reading the thread', () => {
  it('lists the messages oldest first, with the team draft last', async () => {
    const investor = await insertInvestor(t);
    const enquiry = await insertEnquiry(t, ours.companyId, {
      isGuest: false,
      guestEmail: null,
      investorId: investor.id,
    });
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));
    await t.database.db.insert(enquiryReplies).values([
      {
        companyId: ours.companyId,
        enquiryId: enquiry.id,
        fromQuorum: false,
        investorId: investor.id,
        content: 'And the payment date?',
        sentAt: at(30),
        createdAt: at(30),
      },
      {
        companyId: ours.companyId,
        enquiryId: enquiry.id,
        fromQuorum: true,
        responderId: ours.adminId,
        content: 'The record date is 1 March.',
        sentAt: at(10),
        createdAt: at(10),
      },
    ]);
    await reply(t, ours.editor, { enquiryId: enquiry.id, content: 'Payment is on', draft: true });

    const answer = await thread(t, ours.viewer, enquiry.id);
    expect(answer.error).toBeUndefined();
    const { items, meta } = answer.data!.getEnquiryReplyList;
    expect(items.map((item) => [item.content, item.draft])).toEqual([
      ['The record date is 1 March.', false],
      ['And the payment date?', false],
      ['Payment is on', true],
    ]);
    expect(items[0]!.responder).toMatchObject({ _id: ours.adminId, firstName: 'Test' });
    expect(items[1]).toMatchObject({
      fromQuorum: false,
      responder: null,
      investor: { _id: investor.id, firstName: 'Ivy', lastName: 'Investor', investorStatus: null },
    });
    expect(meta).toEqual({
      currentPage: 1,
      itemsPerPage: PAGE_SIZES.enquiryReplies,
      totalItems: 3,
      totalPages: 1,
    });
  });

  it("names a deleted investor's follow-up 'Deleted User'", async () => {
    const investor = await insertInvestor(t, { deletedAt: new Date() });
    const enquiry = await insertEnquiry(t, ours.companyId, {
      isGuest: false,
      investorId: investor.id,
    });
    await t.database.db.insert(enquiryReplies).values({
      companyId: ours.companyId,
      enquiryId: enquiry.id,
      fromQuorum: false,
      investorId: investor.id,
      content: 'Thanks.',
      sentAt: new Date(),
    });
    const answer = await thread(t, ours.admin, enquiry.id);
    expect(answer.data!.getEnquiryReplyList.items[0]!.investor).toMatchObject({
      firstName: text.deletedUserName,
      investorStatus: 'Deleted',
    });
  });

  it("answers not found for another company's enquiry", async () => {
    const enquiry = await insertEnquiry(t, theirs.companyId);
    const answer = await thread(t, ours.admin, enquiry.id);
    expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
  });
});

describe('saving a draft', () => {
  it('moves an outstanding card to Drafted and keeps one draft however often it is saved', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const first = await reply(t, ours.admin, {
      enquiryId: enquiry.id,
      content: 'The record',
      draft: true,
    });
    expect(first.data!.addEnquiryResponse).toMatchObject({ draft: true, sentAt: null });
    await reply(t, ours.editor, {
      enquiryId: enquiry.id,
      content: 'The record date is 1 March.',
      draft: true,
    });

    const rows = await storedReplies(t, enquiry.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      content: 'The record date is 1 March.',
      responderId: ours.editorId,
      sentAt: null,
    });
    expect(await enquiryRow(t, enquiry.id)).toMatchObject({
      boardStatus: 'drafted',
      status: 'outstanding',
      respondedAt: null,
    });
    expect(await emailsTo(enquiry.guestEmail!)).toBe(0);
  });

  it('keeps one draft when several saves arrive at once', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const saves = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        reply(t, n % 2 ? ours.admin : ours.editor, {
          enquiryId: enquiry.id,
          content: `Version ${n}`,
          draft: true,
        }),
      ),
    );
    expect(saves.map((save) => save.error)).toEqual([undefined, undefined, undefined, undefined]);
    expect(await storedReplies(t, enquiry.id)).toHaveLength(1);
  });

  it('leaves a resolved or archived card where it is', async () => {
    for (const boardStatus of ['resolved', 'archived'] as const) {
      const enquiry = await insertEnquiry(t, ours.companyId, { boardStatus });
      await reply(t, ours.admin, { enquiryId: enquiry.id, content: 'More to say', draft: true });
      expect((await enquiryRow(t, enquiry.id)).boardStatus).toBe(boardStatus);
    }
  });
});

describe('sending a reply', () => {
  it("resolves a guest's question, closes it and emails them the answer with its files", async () => {
    const enquiry = await insertEnquiry(t, ours.companyId, {
      question: 'When is the record date?\nAnd the payment date?',
    });
    await reply(t, ours.admin, { enquiryId: enquiry.id, content: 'Draft', draft: true });
    const key = await attach(ours.admin);

    const answer = await reply(t, ours.admin, {
      enquiryId: enquiry.id,
      content: 'The record date is 1 March; payment follows on 20 March.',
      attachments: [key],
    });
    expect(answer.error).toBeUndefined();
    expect(answer.data!.addEnquiryResponse).toMatchObject({
      draft: false,
      attachments: [{ key, name: 'annual-report.pdf', type: 'application/pdf' }],
      responder: { _id: ours.adminId },
    });

    const rows = await storedReplies(t, enquiry.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(await enquiryRow(t, enquiry.id)).toMatchObject({
      boardStatus: 'resolved',
      status: 'closed',
      resolvedBy: ours.adminId,
    });
    expect((await enquiryRow(t, enquiry.id)).respondedAt).not.toBeNull();

    const mail = await lastEmailTo(t.database.db, enquiry.guestEmail!);
    expect(mail).toMatchObject({
      companyId: ours.companyId,
      subject: 'Swan River Gold Ltd has answered your question',
    });
    expect(mail!.textBody).toContain('Hi Grace,');
    expect(mail!.textBody).toContain('> When is the record date?\n> And the payment date?');
    expect(mail!.textBody).toContain('The record date is 1 March; payment follows on 20 March.');
    const link = mail!.textBody.match(/annual-report\.pdf: (\S+)/)![1]!;
    expect(link.startsWith(t.config.appUrl)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: link.slice(t.config.appUrl.length) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it("tells the company's open boards that the card was answered", async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const watcher = watchBoard(await listen(t), ours.viewer, appEvents(t));
    try {
      await watcher.ready(ours.companyId);
      await reply(t, ours.editor, { enquiryId: enquiry.id, content: 'Answered.' });
      const [event] = await watcher.received(1);
      expect(event).toMatchObject({
        kind: 'replied',
        enquiryIds: [enquiry.id],
        boardStatus: 'resolved',
        actorId: ours.editorId,
      });
    } finally {
      await watcher.close();
    }
  });

  it("leaves a registered investor's conversation open and emails no one", async () => {
    const investor = await insertInvestor(t);
    const enquiry = await insertEnquiry(t, ours.companyId, {
      isGuest: false,
      guestEmail: null,
      investorId: investor.id,
    });
    const answer = await reply(t, ours.editor, { enquiryId: enquiry.id, content: 'Yes.' });
    expect(answer.error).toBeUndefined();
    expect(await enquiryRow(t, enquiry.id)).toMatchObject({
      boardStatus: 'resolved',
      status: 'open',
      resolvedBy: ours.editorId,
    });
    expect(await emailsTo(investor.email!)).toBe(0);
  });

  it('keeps the first answer as the time of first response when the team writes again', async () => {
    const investor = await insertInvestor(t);
    const enquiry = await insertEnquiry(t, ours.companyId, {
      isGuest: false,
      guestEmail: null,
      investorId: investor.id,
    });
    await reply(t, ours.editor, { enquiryId: enquiry.id, content: 'First answer.' });
    const first = (await enquiryRow(t, enquiry.id)).respondedAt;
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await reply(t, ours.admin, { enquiryId: enquiry.id, content: 'And more.' });
    expect(again.error).toBeUndefined();
    const row = await enquiryRow(t, enquiry.id);
    expect(row.respondedAt).toEqual(first);
    expect(row.resolvedAt!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it('answers a sample question on the board only', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId, {
      isGuest: false,
      guestEmail: null,
      isSampleQuestion: true,
    });
    const answer = await reply(t, ours.admin, { enquiryId: enquiry.id, content: 'An example.' });
    expect(answer.error).toBeUndefined();
    expect((await enquiryRow(t, enquiry.id)).boardStatus).toBe('resolved');
  });

  it('keeps an archived card archived, to come back to Resolved', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId, {
      boardStatus: 'archived',
      archivedFrom: 'outstanding',
    });
    await reply(t, ours.admin, { enquiryId: enquiry.id, content: 'Answered after all.' });
    expect(await enquiryRow(t, enquiry.id)).toMatchObject({
      boardStatus: 'archived',
      archivedFrom: 'resolved',
    });
  });
});
