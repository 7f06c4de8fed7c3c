import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERASE_CONFIRMATION_WORD } from '@quorum/shared';
import { whereStored, rowsOfCompany } from '../../testing/personal-data';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { ERASE, askThroughWebform, call, makePrivacyCompany } from './testing/privacy-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const REMOVE = `mutation($id: ID!, $p: String) { removeCompany(removeCompanyInput: { id: $id, password: $p }) { message } }`;

describe('removing a company (APP 11.2)', () => {
  it('leaves no row of it in any table with a company_id, its outbox and privacy requests included, and no trace of its investors', async () => {
    const company = await makePrivacyCompany(t);
    // A name no other test uses: on a shared PostgreSQL, other files' investors are in the tables.
    const firstName = `Quentin${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;
    const asked = await askThroughWebform(t, company, { firstName });
    const erasedOne = await askThroughWebform(t, company);
    await call(t, company.token, ERASE, {
      input: { email: erasedOne.email, confirmation: ERASE_CONFIRMATION_WORD },
    });
    const before = await rowsOfCompany(t.database.db, company.companyId);
    expect(before.some((row) => row.startsWith('outbox_emails'))).toBe(true);
    expect(before.some((row) => row.startsWith('privacy_requests'))).toBe(true);
    const removed = await gql(
      t.app,
      REMOVE,
      { id: company.companyId, p: company.admin.password },
      company.token,
    );
    expect(removed.error).toBeUndefined();
    expect(await rowsOfCompany(t.database.db, company.companyId)).toEqual([]);
    expect(await whereStored(t.database.db, asked.email)).toEqual([]);
    expect(await whereStored(t.database.db, firstName)).toEqual([]);
  });
});
