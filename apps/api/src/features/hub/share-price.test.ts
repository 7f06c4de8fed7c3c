import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hubMessages, messages } from '@quorum/shared';
import { companies } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { announcementsKit } from '../announcements/testing/announcements-test-kit';
import { marketOpenAtOrAfter } from '../market-data/providers/replay';

const t = useTestApp();
const { makeTeam } = announcementsKit(t);
const SWITCH =
  'mutation($on: Boolean!) { updateInvestorHub(enabled: $on) { enabled asxCode link } }';

async function openHub() {
  const team = await makeTeam();
  await gql(t.app, SWITCH, { on: true }, team.admin);
  const [row] = await t.database.db
    .select({ asxCode: companies.asxCode })
    .from(companies)
    .where(eq(companies.id, team.companyId));
  return `/hub/${row!.asxCode}`;
}

const page = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.7' });

describe('the investor page’s share price', () => {
  it('shows the price, a chart described in words, and says the prices are simulated', async () => {
    t.app.market.clock.set(marketOpenAtOrAfter(new Date('2026-11-24T00:30:00Z')));
    const home = await openHub();
    const body = (await page(home)).body;
    expect(body).toContain(`id="share-price"`);
    expect(body).toContain(hubMessages.marketOpen);
    expect(body).toContain(messages.marketData.simulated);
    expect(body).toMatch(/<svg[^>]+role="img"[^>]+aria-label="Share price over a year: from \$/);
    expect(body).toMatch(/aria-current="true" href="[^"]+\?range=1Y#share-price"/);
  });

  it('draws the range a link asks for, and a year for a range it does not know', async () => {
    const home = await openHub();
    const fiveYears = (await page(`${home}?range=5Y`)).body;
    expect(fiveYears).toContain('Share price over five years');
    expect(fiveYears).toMatch(/aria-current="true" href="[^"]+\?range=5Y#share-price"/);
    const unknown = await page(`${home}?range=forever`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('Share price over a year');
  });
});
