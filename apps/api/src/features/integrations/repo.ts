import { eq, sql } from 'drizzle-orm';
import type { WebformTheme } from '@quorum/shared';
import type { Db } from '../../db/client';
import { effectivePlan } from '../../core/plan';
import { companies, enquiries, subscriptions, webformConfigs } from '../../db/schema';
import type { AnnouncementInfo } from '../../db/schema';
import { companyPublicName } from '../../core/company-names';

export type WebformConfigRow = typeof webformConfigs.$inferSelect;

export async function findWebformConfig(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(webformConfigs)
    .where(eq(webformConfigs.companyId, companyId));
  return row;
}

/**
 * Makes the company's config unless one exists (two first visits at once make one), and answers
 * the stored one either way.
 */
export async function ensureWebformConfig(
  db: Db,
  companyId: string,
  defaults: { clientSecret: string; theme: WebformTheme },
): Promise<WebformConfigRow> {
  await db
    .insert(webformConfigs)
    .values({ companyId, clientSecret: defaults.clientSecret, ...defaults.theme })
    .onConflictDoNothing({ target: webformConfigs.companyId });
  return (await findWebformConfig(db, companyId))!;
}

export async function updateWebformConfig(
  db: Db,
  companyId: string,
  changes: { authorizedOrigins: string[] } | WebformTheme | { privacyPolicyUrl: string | null },
): Promise<WebformConfigRow> {
  const [row] = await db
    .update(webformConfigs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(webformConfigs.companyId, companyId))
    .returning();
  return row!;
}

/** What a submission is checked against: the form, the company's name and its plan. */
export async function findFormOfCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({
      companyId: webformConfigs.companyId,
      clientSecret: webformConfigs.clientSecret,
      authorizedOrigins: webformConfigs.authorizedOrigins,
      theme: {
        primaryColor: webformConfigs.primaryColor,
        secondaryColor: webformConfigs.secondaryColor,
        backgroundColor: webformConfigs.backgroundColor,
      },
      companyName: companyPublicName,
      privacyPolicyUrl: webformConfigs.privacyPolicyUrl,
      plan: effectivePlan,
    })
    .from(webformConfigs)
    .innerJoin(companies, eq(companies.id, webformConfigs.companyId))
    .innerJoin(subscriptions, eq(subscriptions.companyId, webformConfigs.companyId))
    .where(eq(webformConfigs.companyId, companyId));
  return row;
}
export type CompanyForm = NonNullable<Awaited<ReturnType<typeof findFormOfCompany>>>;

/** The form a client secret names (secrets are unique), for the dashboard's preview. */
export async function findFormBySecret(db: Db, clientSecret: string) {
  const [row] = await db
    .select({ companyId: webformConfigs.companyId })
    .from(webformConfigs)
    .where(eq(webformConfigs.clientSecret, clientSecret));
  return row ? findFormOfCompany(db, row.companyId) : undefined;
}

/**
 * Whether any company authorises this origin: a preflight carries no body, so it cannot say
 * which company it is for. One row per company, so the scan stays small.
 */
export async function isAuthorisedAnywhere(db: Db, origin: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: webformConfigs.companyId })
    .from(webformConfigs)
    .where(sql`${origin} = ANY(${webformConfigs.authorizedOrigins})`)
    .limit(1);
  return row !== undefined;
}

/** A web form question: a guest's enquiry in Outstanding (spec §4 default status). */
export async function insertGuestEnquiry(
  db: Db,
  companyId: string,
  guest: { firstName: string; lastName: string; email: string; question: string },
  channel: 'web_form' | 'investor_page',
  /** The announcement the question is about, when asked from one. */
  announcementInfo?: AnnouncementInfo,
) {
  const [row] = await db
    .insert(enquiries)
    .values({
      companyId,
      enquiryType: announcementInfo ? 'announcement_reply' : 'question',
      channel,
      announcementInfo: announcementInfo ?? null,
      isGuest: true,
      guestFirstName: guest.firstName,
      guestLastName: guest.lastName,
      guestEmail: guest.email,
      question: guest.question,
      status: 'outstanding',
      boardStatus: 'outstanding',
    })
    .returning({ id: enquiries.id });
  return row!;
}
