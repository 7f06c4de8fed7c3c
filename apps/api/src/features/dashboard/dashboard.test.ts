import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  enquiries,
  executiveMembers,
  faqCategories,
  faqs,
  investorCompanies,
} from '../../db/schema';
import { insertEnquiries, makeInvestor, makeTeam } from '../board/testing/board-test-kit';
import type { Team } from '../board/testing/board-test-kit';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const OUTSTANDING = '{ newAndTotalOutstandingQuestions { new total } }';
const INVESTORS = '{ getTotalInterestedAndInvestedInvestor { interested invested total } }';
const CHECKLIST_FIELDS = `addCompanyBio addCompanyLogo addExecutive addFAQ inviteInvestors
  completionTime showOnboardingChecklist`;
const CHECKLIST = `{ getOnboardingChecklistData { ${CHECKLIST_FIELDS} } }`;
const INVITED = `mutation { updateInviteInvestorChecklist { ${CHECKLIST_FIELDS} } }`;

interface Checklist {
  addCompanyBio: boolean;
  addCompanyLogo: boolean;
  addExecutive: boolean;
  addFAQ: boolean;
  inviteInvestors: boolean;
  completionTime: string | null;
  showOnboardingChecklist: boolean;
}

async function read<T>(document: string, token: string): Promise<T> {
  const answer = await gql<Record<string, T>>(t.app, document, {}, token);
  if (answer.error) throw new Error(answer.error.message);
  return Object.values(answer.data!)[0]!;
}

let theirs: Team;
beforeAll(async () => {
  theirs = await makeTeam(t);
  await insertEnquiries(t, theirs.companyId, [{}, {}, {}]);
  await makeInvestor(t, theirs.companyId);
});

describe('new and total outstanding questions', () => {
  it('counts the Outstanding column, and as new what the caller has not opened', async () => {
    const team = await makeTeam(t);
    const [first, second] = await insertEnquiries(t, team.companyId, [{}, {}, {}, {}]);
    await insertEnquiries(t, team.companyId, [
      { boardStatus: 'drafted' },
      { boardStatus: 'resolved' },
      { boardStatus: 'archived' },
    ]);
    expect(await read(OUTSTANDING, team.admin)).toEqual({ new: 4, total: 4 });

    for (const id of [first!, second!])
      await gql(
        t.app,
        'mutation($id: ID!) { markEnquiryRead(enquiryId: $id) }',
        { id },
        team.admin,
      );
    expect(await read(OUTSTANDING, team.admin)).toEqual({ new: 2, total: 4 });
    // Reading is each member's own: the editor has opened none of them.
    expect(await read(OUTSTANDING, team.editor)).toEqual({ new: 4, total: 4 });
  });

  it('counts a question as new again when its investor writes after it was opened', async () => {
    const team = await makeTeam(t);
    const [id] = await insertEnquiries(t, team.companyId, [{}]);
    await gql(t.app, 'mutation($id: ID!) { markEnquiryRead(enquiryId: $id) }', { id }, team.admin);
    expect(await read(OUTSTANDING, team.admin)).toEqual({ new: 0, total: 1 });
    await t.database.db
      .update(enquiries)
      .set({ lastInvestorMessageAt: new Date(Date.now() + 60_000) })
      .where(eq(enquiries.id, id!));
    expect(await read(OUTSTANDING, team.admin)).toEqual({ new: 1, total: 1 });
  });

  it('is refused to a member without the question board', async () => {
    const team = await makeTeam(t);
    const answer = await gql(t.app, OUTSTANDING, {}, team.custom);
    expect(answer.error?.code).toBe('FORBIDDEN');
  });
});

describe('interested and invested investors', () => {
  it('counts followers and shareholders of the company, not those who left or were deleted', async () => {
    const team = await makeTeam(t);
    const followers = [
      await makeInvestor(t, team.companyId),
      await makeInvestor(t, team.companyId),
    ];
    const holder = await makeInvestor(t, team.companyId);
    await t.database.db
      .update(investorCompanies)
      .set({ investorType: 'invested' })
      .where(eq(investorCompanies.investorId, holder.id));
    await makeInvestor(t, team.companyId, { removedCompany: true });
    await makeInvestor(t, team.companyId, { deleted: true });
    expect(followers).toHaveLength(2);

    expect(await read(INVESTORS, team.viewer)).toEqual({ interested: 2, invested: 1, total: 3 });
  });

  it('is open to every member, a custom role without grants too: the home is theirs', async () => {
    const team = await makeTeam(t);
    expect(await read(INVESTORS, team.custom)).toEqual({ interested: 0, invested: 0, total: 0 });
  });
});

describe('the onboarding checklist', () => {
  async function addExecutive(companyId: string) {
    const [row] = await t.database.db
      .insert(executiveMembers)
      .values({ companyId, name: 'Ada Chair', role: 'Chair' })
      .returning({ id: executiveMembers.id });
    return row!.id;
  }
  async function addFaq(companyId: string) {
    const [category] = await t.database.db
      .insert(faqCategories)
      .values({ companyId, categoryName: 'Dividends', displayOrder: 1 })
      .returning({ id: faqCategories.id });
    await t.database.db.insert(faqs).values({
      companyId,
      faqCategoryId: category!.id,
      question: 'When is the dividend paid?',
      answer: 'In March and September.',
      displayOrder: 1,
    });
  }

  it('starts with the five steps of the spec open and the checklist shown', async () => {
    const team = await makeTeam(t);
    expect(await read(CHECKLIST, team.viewer)).toEqual({
      addCompanyBio: false,
      addCompanyLogo: false,
      addExecutive: false,
      addFAQ: false,
      inviteInvestors: false,
      completionTime: null,
      showOnboardingChecklist: true,
    });
  });

  it('reads the bio, logo, executive and FAQ off the company; a blank bio is not a bio', async () => {
    const team = await makeTeam(t);
    const db = t.database.db;
    await db.update(companies).set({ about: '   ' }).where(eq(companies.id, team.companyId));
    expect((await read<Checklist>(CHECKLIST, team.admin)).addCompanyBio).toBe(false);

    await db
      .update(companies)
      .set({ about: 'We explore for copper.', companyLogo: 'logos/demo.png' })
      .where(eq(companies.id, team.companyId));
    await addExecutive(team.companyId);
    await addFaq(team.companyId);
    expect(await read(CHECKLIST, team.admin)).toMatchObject({
      addCompanyBio: true,
      addCompanyLogo: true,
      addExecutive: true,
      addFAQ: true,
      inviteInvestors: false,
      completionTime: null,
      showOnboardingChecklist: true,
    });
    // Another company's checklist is its own.
    expect((await read<Checklist>(CHECKLIST, theirs.admin)).addExecutive).toBe(false);
  });

  it('completes when investors are invited, records when, and stays hidden if a step is undone', async () => {
    const team = await makeTeam(t);
    const db = t.database.db;
    await db
      .update(companies)
      .set({ about: 'We explore for copper.', companyLogo: 'logos/demo.png' })
      .where(eq(companies.id, team.companyId));
    const executiveId = await addExecutive(team.companyId);
    await addFaq(team.companyId);

    const before = Date.now();
    const done = await read<Checklist>(INVITED, team.editor);
    expect(done).toMatchObject({ inviteInvestors: true, showOnboardingChecklist: false });
    expect(new Date(done.completionTime!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    await db.delete(executiveMembers).where(eq(executiveMembers.id, executiveId));
    const later = await read<Checklist>(CHECKLIST, team.viewer);
    expect(later).toMatchObject({
      addExecutive: false,
      showOnboardingChecklist: false,
      completionTime: done.completionTime,
    });
  });

  it('lets only members who may edit the company details tick "Invite investors"', async () => {
    const team = await makeTeam(t);
    expect((await gql(t.app, INVITED, {}, team.viewer)).error?.code).toBe('FORBIDDEN');
    expect((await read<Checklist>(CHECKLIST, team.viewer)).inviteInvestors).toBe(false);
    expect((await read<Checklist>(INVITED, team.admin)).inviteInvestors).toBe(true);
    // Ticking it again changes nothing.
    expect((await read<Checklist>(INVITED, team.admin)).inviteInvestors).toBe(true);
  });
});
