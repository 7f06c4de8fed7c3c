import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements, enquiryAnnouncementLinks } from '../../db/schema';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { insertEnquiries } from '../board/testing/board-test-kit';
import { linkArrivedQuestion } from './asx-announcements';
import type { ExchangeAnnouncement } from './provider';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;
const SYNC = 'mutation { syncStockData { message imported } }';
const PUBLISH = `mutation($i: AnnouncementInput!) { updateAnnouncement(announcementInput: $i) { _id status } }`;

async function companyAdmin() {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const { accessToken } = await signIn(t, admin.email, admin.password);
  const call = <R>(query: string, variables: Record<string, unknown> = {}) =>
    gql<R>(t.app, query, variables, accessToken);
  return { db, company, call };
}

/**
 * A moment when the replay has released a price-sensitive announcement for the company within
 * the last two days (the import's look-back), searched day by day from late November 2026.
 */
async function momentAfterSensitiveRelease(asxCode: string) {
  const provider = t.app.market.feed.provider;
  for (let day = 0; day < 120; day++) {
    const at = new Date(Date.UTC(2026, 10, 24 + day, 7));
    t.app.market.clock.set(at);
    const released = await provider.announcements(
      `${asxCode}.AX`,
      new Date(at.getTime() - 48 * HOUR),
    );
    const sensitive = released.find((release) => release.priceSensitive);
    if (sensitive) return { at, sensitive };
  }
  throw new Error('the replay released nothing price sensitive in 120 days');
}

const draftsOf = (companyId: string) =>
  t.database.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.companyId, companyId), eq(announcements.fromAsx, true)));

describe('ASX announcements', () => {
  it('are imported once each as drafts with their PDF, release time and price-sensitive flag', async () => {
    const { company, call } = await companyAdmin();
    const { sensitive } = await momentAfterSensitiveRelease(company.asxCode);
    const first = await call<{ syncStockData: { imported: number; message: string } }>(SYNC);
    expect(first.data!.syncStockData.imported).toBeGreaterThan(0);
    const drafts = await draftsOf(company.id);
    const imported = drafts.find((row) => row.exchangeAnnouncementId === sensitive.id)!;
    expect(imported).toMatchObject({
      status: 'draft',
      title: sensitive.title,
      priceSensitive: true,
      asxCode: company.asxCode,
      attachmentType: 'application/pdf',
      attachmentTotalPages: sensitive.pages,
    });
    expect(imported.releasedAt).toEqual(sensitive.releasedAt);

    const again = await call<{ syncStockData: { imported: number } }>(SYNC);
    expect(again.data!.syncStockData.imported).toBe(0);
    expect(await draftsOf(company.id)).toHaveLength(drafts.length);
  });

  it('link, once published, the questions of the 48 hours after a price-sensitive release', async () => {
    const { company, call, db } = await companyAdmin();
    const { sensitive } = await momentAfterSensitiveRelease(company.asxCode);
    await call(SYNC);
    const draft = (await draftsOf(company.id)).find(
      (row) => row.exchangeAnnouncementId === sensitive.id,
    )!;
    // The questions' arrival on the market's clock: the replay's runs away from the real time.
    const offset = t.app.market.now().getTime() - Date.now();
    const released = (sensitive as ExchangeAnnouncement).releasedAt.getTime() - offset;
    const [before, within, after] = await insertEnquiries(t, company.id, [
      { createdAt: new Date(released - HOUR) },
      { createdAt: new Date(released + 47 * HOUR) },
      { createdAt: new Date(released + 49 * HOUR) },
    ]);
    const linked = async () =>
      (
        await db
          .select()
          .from(enquiryAnnouncementLinks)
          .where(eq(enquiryAnnouncementLinks.companyId, company.id))
      ).map((row) => row.enquiryId);

    expect(await linked()).toEqual([]);
    const published = await call(PUBLISH, {
      i: { announcementId: draft.id, companyId: company.id, status: 'published' },
    });
    expect(published.errors).toBeUndefined();
    expect(await linked()).toEqual([within]);

    // A question arriving after the publish, within the 48 hours, links as it arrives.
    const [arriving] = await insertEnquiries(t, company.id, [
      { createdAt: new Date(released + 2 * HOUR) },
    ]);
    await db.transaction((tx) => linkArrivedQuestion(tx, company.id, arriving!, offset));
    expect((await linked()).sort()).toEqual([within, arriving].sort());
    expect(await linked()).not.toContain(before);
    expect(await linked()).not.toContain(after);

    const board = await call<{
      getEnquiryQuestion: { priceSensitiveAnnouncement: { title: string } | null };
    }>(
      `query($id: ID!) { getEnquiryQuestion(enquiryId: $id) { priceSensitiveAnnouncement { title } } }`,
      {
        id: within,
      },
    );
    expect(board.data?.getEnquiryQuestion.priceSensitiveAnnouncement?.title).toBe(sensitive.title);
  });
});
