// The investor page's SQL: the switch, and the company's public profile read by its ASX code.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyLinks,
  executiveMembers,
  investorHubs,
  subscriptions,
} from '../../db/schema';
import { effectivePlan } from '../../core/plan';
import { companyPublicName } from '../../core/company-names';

export async function findHubSetting(db: Db, companyId: string) {
  const [row] = await db
    .select({ enabled: investorHubs.enabled, asxCode: companies.asxCode })
    .from(companies)
    .leftJoin(investorHubs, eq(investorHubs.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row ? { enabled: row.enabled ?? false, asxCode: row.asxCode } : undefined;
}

export async function setHubEnabled(db: Db, companyId: string, enabled: boolean) {
  await db
    .insert(investorHubs)
    .values({ companyId, enabled })
    .onConflictDoUpdate({
      target: investorHubs.companyId,
      set: { enabled, updatedAt: sql`now()` },
    });
}

/**
 * The company whose page this code names (any case; codes are stored in capitals), with its
 * plan: only a company that switched its page on, and is not disabled, is found.
 */
export async function findEnabledHub(db: Db, asxCode: string) {
  const [row] = await db
    .select({
      companyId: companies.id,
      asxCode: companies.asxCode,
      name: companyPublicName,
      legalName: companies.legalBusinessName,
      about: companies.about,
      websiteUrl: companies.websiteUrl,
      email: companies.email,
      phoneNumber: companies.phoneNumber,
      logoKey: companies.companyLogo,
      suburb: companies.suburb,
      state: companies.state,
      plan: effectivePlan,
    })
    .from(investorHubs)
    .innerJoin(companies, eq(companies.id, investorHubs.companyId))
    .innerJoin(subscriptions, eq(subscriptions.companyId, companies.id))
    .where(
      and(
        eq(companies.asxCode, asxCode.toUpperCase()),
        eq(investorHubs.enabled, true),
        eq(companies.disabled, false),
      ),
    );
  return row;
}
export type HubCompany = NonNullable<Awaited<ReturnType<typeof findEnabledHub>>>;

export function listLinks(db: Db, companyId: string) {
  return db
    .select({ title: companyLinks.title, url: companyLinks.url, type: companyLinks.type })
    .from(companyLinks)
    .where(eq(companyLinks.companyId, companyId))
    .orderBy(asc(companyLinks.priorityOrder));
}

export function listExecutives(db: Db, companyId: string) {
  return db
    .select({
      name: executiveMembers.name,
      role: executiveMembers.role,
      linkedIn: executiveMembers.linkedIn,
      pictureKey: executiveMembers.digitalPicture,
    })
    .from(executiveMembers)
    .where(eq(executiveMembers.companyId, companyId))
    .orderBy(asc(executiveMembers.displayOrder), asc(executiveMembers.id));
}
