import { describe, expect, it } from 'vitest';
import { insertLink } from '../features/company-links/repo';
import { companyFingerprint } from './company-fingerprint';
import { makeCompany, makeUser } from './factories';
import { useTestApp } from './test-app';

const t = useTestApp();

describe('a company’s fingerprint', () => {
  it('changes when a row of that company changes, and only that company’s', async () => {
    const db = t.database.db;
    const one = await makeCompany(db, (await makeUser(db)).id);
    const other = await makeCompany(db, (await makeUser(db)).id);
    const before = await companyFingerprint(db, one.id);
    const otherBefore = await companyFingerprint(db, other.id);
    expect(await companyFingerprint(db, one.id)).toBe(before);

    await insertLink(db, one.id, {
      title: 'Investor centre',
      type: 'other',
      url: 'https://example.com/investors',
    });
    expect(await companyFingerprint(db, one.id)).not.toBe(before);
    expect(await companyFingerprint(db, other.id)).toBe(otherBefore);
  });
});
