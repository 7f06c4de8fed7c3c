import type { Db } from '../db/client';
import { companyLinks, executiveMembers } from '../db/schema';
import { findUserByEmail, insertUser } from '../features/auth/repo';
import { hashPassword } from '../features/auth/passwords';
import { FREE_PLAN } from '@quorum/shared';
import { insertCompany, insertSubscription } from '../features/company/repo';
import { insertMember } from '../core/identity/memberships';
import { startPremiumTrial } from '../features/company/trial';
import { createSampleEnquiries } from '../features/board';
import { seedDemoBoard } from './demo-board';
import { seedDemoRegistry, seedFreeRegistry } from './demo-registry';
import { seedDemoTemplates } from './demo-templates';
import { seedDemoFaq } from './demo-faq';
import { seedDemoAnnouncements, seedDemoAudience } from './demo-announcements';
import { seedDemoEvents } from './demo-events';
import { seedDemoHistory } from './demo-history';
import { scoreUnscoredEnquiries } from '../features/sentiment';

export const DEMO = {
  email: 'demo@quorum.dev',
  password: 'Quorum-demo-2026',
  company: 'Demo Resources Ltd',
  asxCode: 'DMO',
} as const;

/** A second demo account on the free plan, at its registry limit (for the upgrade prompts). */
export const FREE_DEMO = {
  email: 'free@quorum.dev',
  password: DEMO.password,
  company: 'Essentials Demo Ltd',
  asxCode: 'ESS',
} as const;

const DEMO_EXECUTIVES = [
  {
    name: 'Margaret Okafor',
    role: 'Managing Director & CEO',
    linkedIn: 'https://www.linkedin.com/in/margaret-okafor-demo',
  },
  { name: 'Daniel Whitcombe', role: 'Chief Financial Officer', linkedIn: null },
  { name: 'Priya Raman', role: 'Non-executive Chair', linkedIn: null },
];

const DEMO_LINKS = [
  {
    title: 'LinkedIn',
    type: 'linkedin' as const,
    url: 'https://www.linkedin.com/company/demo-resources-demo',
  },
  {
    title: 'Investor centre',
    type: 'other' as const,
    url: 'https://demoresources.com.au/investors',
  },
];

/**
 * Seeds the demo accounts once each; a later start finds each account's user and leaves it alone.
 */
/** The demo accounts in this database, by address: their password is printed in the README. */
export async function demoAccountsPresent(db: Db): Promise<string[]> {
  const present: string[] = [];
  for (const account of [DEMO, FREE_DEMO])
    if (await findUserByEmail(db, account.email)) present.push(account.email);
  return present;
}

export async function seedDemo(db: Db): Promise<'seeded' | 'present'> {
  const premium = await seedPremiumDemo(db);
  const free = await seedFreeDemo(db);
  await scoreUnscoredEnquiries(db); // the seeded questions did not arrive through question.received
  return premium === 'seeded' || free === 'seeded' ? 'seeded' : 'present';
}

type CompanyFields = Omit<Parameters<typeof insertCompany>[1], 'userId' | 'verifiedAt'>;
type PersonFields = Pick<Parameters<typeof insertUser>[1], 'firstName' | 'lastName' | 'jobTitle'>;

/**
 * One demo account: a verified person who created a validated company, then `fill` adds the
 * company's plan and content, all in one transaction. An account whose user exists is left alone.
 */
async function seedCreatorAccount(
  db: Db,
  account: { email: string; password: string },
  person: PersonFields,
  company: CompanyFields,
  fill: (tx: Db, ids: { companyId: string; userId: string }, now: Date) => Promise<void>,
): Promise<'seeded' | 'present'> {
  if (await findUserByEmail(db, account.email)) return 'present';
  const passwordHash = await hashPassword(account.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    const user = await insertUser(tx, {
      ...person,
      email: account.email,
      passwordHash,
      acceptedTAndC: true,
      verifiedAt: now,
      // The demo's people have used Quorum for months: welcomed (the column's default) and past
      // the integration promo, so a sign-in lands on the dashboard itself.
      hasViewedIntegrationModal: true,
    });
    const created = await insertCompany(tx, { ...company, userId: user.id, verifiedAt: now });
    await insertMember(tx, {
      companyId: created.id,
      userId: user.id,
      role: 'admin',
      companyCreator: true,
    });
    await fill(tx, { companyId: created.id, userId: user.id }, now);
  });
  return 'seeded';
}

/** Demo Resources Ltd on a Premium trial, with a filled-in profile and registry. */
function seedPremiumDemo(db: Db) {
  return seedCreatorAccount(
    db,
    DEMO,
    { firstName: 'Demo', lastName: 'User', jobTitle: 'Investor Relations Manager' },
    {
      legalBusinessName: DEMO.company,
      abn: '53004085616',
      asxCode: DEMO.asxCode,
      optionalBusinessName: 'Demo Resources',
      email: 'investors@demoresources.com.au',
      phoneNumber: '0892261400',
      websiteUrl: 'https://demoresources.com.au',
      about:
        'Demo Resources Ltd is a Perth-based explorer and developer of copper and gold projects ' +
        'in the Pilbara and Yilgarn regions of Western Australia. Our flagship Red Hill project ' +
        'holds a JORC-compliant resource, and a scoping study is under way. We keep our ' +
        'shareholders informed through quarterly activity reports, ASX announcements and this ' +
        'investor hub, where every question gets an answer.',
      addressLineOne: 'Level 12, 197 St Georges Terrace',
      suburb: 'Perth',
      state: 'WA',
      postCode: '6000',
      // Perth 6000 in the postcode data the address search uses; longitude east, latitude south.
      longitude: 115.859912,
      latitude: -31.948762,
      validated: true,
    },
    async (tx, { companyId, userId }, now) => {
      await startPremiumTrial(tx, companyId, now);
      // A first look shows a filled-in profile: who runs the company and where investors find more.
      await tx.insert(executiveMembers).values(
        DEMO_EXECUTIVES.map((executive, displayOrder) => ({
          ...executive,
          companyId,
          displayOrder,
        })),
      );
      await tx
        .insert(companyLinks)
        .values(
          DEMO_LINKS.map((link, index) => ({ ...link, companyId, priorityOrder: index + 1 })),
        );
      await seedDemoRegistry(tx, companyId, userId, now);
      await seedDemoTemplates(tx, companyId, userId);
      await seedDemoFaq(tx, companyId, userId);
      // Announcements first, so the board's announcement reply names a real one; their views
      // and votes once the board has made the investors.
      const announcementIds = await seedDemoAnnouncements(tx, companyId, userId, now);
      const investorIds = await seedDemoBoard(tx, companyId, userId, now, announcementIds);
      await seedDemoAudience(tx, companyId, announcementIds, investorIds, now);
      await seedDemoEvents(tx, companyId, userId, now);
      // Six months behind the board, so every chart of the dashboard has a story to tell.
      await seedDemoHistory(tx, { companyId, userId, now });
    },
  );
}

/** Essentials Demo Ltd on Freemium, holding the three registry questions the plan allows. */
function seedFreeDemo(db: Db) {
  return seedCreatorAccount(
    db,
    FREE_DEMO,
    { firstName: 'Elliot', lastName: 'Shaw', jobTitle: 'Company Secretary' },
    {
      legalBusinessName: FREE_DEMO.company,
      abn: '51824753556',
      asxCode: FREE_DEMO.asxCode,
      email: 'investors@essentialsdemo.com.au',
      phoneNumber: '0396501200',
      websiteUrl: 'https://essentialsdemo.com.au',
      about:
        'Essentials Demo Ltd is a Melbourne-based agricultural services company listed on the ' +
        'ASX. This demo account is on the free Essentials plan.',
      addressLineOne: 'Level 5, 120 Collins Street',
      suburb: 'Melbourne',
      state: 'VIC',
      postCode: '3000',
      validated: true,
    },
    async (tx, { companyId, userId }, now) => {
      await insertSubscription(tx, {
        companyId,
        plan: 'freemium',
        status: 'active',
        quantity: FREE_PLAN.shareholders,
        startDate: now,
        activationDate: now,
      });
      await seedFreeRegistry(tx, companyId, userId, now);
      await createSampleEnquiries(tx, companyId);
    },
  );
}
