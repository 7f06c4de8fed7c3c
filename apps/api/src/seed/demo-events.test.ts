import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallTimeIn } from '@quorum/shared';
import { companyEvents } from '../db/schema';
import { makeCompany, makeUser } from '../testing/factories';
import { useTestApp } from '../testing/test-app';
import { seedDemoEvents } from './demo-events';

const t = useTestApp();

describe('the demo company’s events', () => {
  it('are in the coming weeks, each at its wall time in its own zone', async () => {
    const db = t.database.db;
    const user = await makeUser(db);
    const company = await makeCompany(db, user.id);
    const now = new Date('2027-03-20T00:00:00Z');
    await seedDemoEvents(db, company.id, user.id, now);
    const rows = await db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    const agm = rows.find((row) => row.title === 'Annual general meeting')!;
    expect(wallTimeIn(agm.startsAt, 'Australia/Perth')).toBe('2027-04-10T10:00');
    expect(rows.every((row) => row.startsAt > now && row.endsAt > row.startsAt)).toBe(true);
    expect(rows).toHaveLength(4);
  });
});
