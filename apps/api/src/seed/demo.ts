import type { Db } from '../db/client';
import { findUserByEmail, insertUser } from '../features/auth/repo';
import { hashPassword } from '../features/auth/passwords';
import { insertCompany, insertMember } from '../features/company/repo';
import { startPremiumTrial } from '../features/company/trial';

export const DEMO = {
  email: 'demo@quorum.dev',
  password: 'Quorum-demo-2026',
  company: 'Demo Resources Ltd',
  asxCode: 'DMO',
} as const;

/** Seeds the demo company once; a second start finds the demo user and leaves everything alone. */
export async function seedDemo(db: Db): Promise<'seeded' | 'present'> {
  if (await findUserByEmail(db, DEMO.email)) return 'present';
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction(async (tx) => {
    const now = new Date();
    const user = await insertUser(tx, {
      email: DEMO.email,
      passwordHash,
      firstName: 'Demo',
      lastName: 'User',
      jobTitle: 'Investor Relations Manager',
      acceptedTAndC: true,
      verifiedAt: now,
    });
    const company = await insertCompany(tx, {
      userId: user.id,
      legalBusinessName: DEMO.company,
      abn: '53004085616',
      asxCode: DEMO.asxCode,
      email: 'investors@demoresources.com.au',
      phoneNumber: '0298765432',
      websiteUrl: 'https://demoresources.com.au',
      about: 'Demo Resources Ltd explores for copper and gold in Western Australia.',
      addressLineOne: '1 Example Street',
      suburb: 'Perth',
      state: 'WA',
      postCode: '6000',
      validated: true,
      verifiedAt: now,
    });
    await insertMember(tx, {
      companyId: company.id,
      userId: user.id,
      role: 'admin',
      companyCreator: true,
    });
    await startPremiumTrial(tx, company.id, now);
  });
  return 'seeded';
}
