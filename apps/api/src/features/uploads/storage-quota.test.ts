import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { useTestApp } from '../../testing/test-app';
import { insertStoredFile } from './repo';

const t = useTestApp({ rateLimitMultiplier: 1000 });

const TWO_GB = 2 * 1024 ** 3 - 1;

/** Files already stored: 2 GB rows (the column's largest), as much as a test needs. */
async function alreadyStored(uploadedBy: string, companyId: string | null, gigabyteRows: number) {
  for (let i = 0; i < gigabyteRows; i += 1)
    await insertStoredFile(t.database.db, {
      key: `${randomUUID()}.png`,
      companyId,
      uploadedBy,
      purpose: companyId ? 'company-logo' : 'profile-image',
      contentType: 'image/png',
      sizeBytes: TWO_GB,
      originalName: 'big.png',
    });
}

describe('storage quotas', () => {
  it('refuse a person’s upload past their 5 GB with 409 saying how much is used, storing nothing', async () => {
    const person = await makeUser(t.database.db);
    const { accessToken } = await signIn(t, person.email, person.password);
    await alreadyStored(person.id, null, 2);
    expect(
      (
        await uploadFile(
          t.app,
          'profile-image',
          { bytes: TINY_PNG, filename: 'me.png' },
          accessToken,
        )
      ).status,
    ).toBe(201);

    await alreadyStored(person.id, null, 1);
    const refused = await uploadFile(
      t.app,
      'profile-image',
      { bytes: TINY_PNG, filename: 'me.png' },
      accessToken,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'CONFLICT',
      message: messages.quota.personFull('6.0', 5),
    });
  });

  it('refuse an upload past the company’s 25 GB, whoever in the team uploads it', async () => {
    const admin = await makeUser(t.database.db);
    const company = await makeCompany(t.database.db, admin.id);
    const { accessToken } = await signIn(t, admin.email, admin.password);
    // Colleagues' uploads count against the company: 13 × 2 GB = 26 GB.
    for (let i = 0; i < 13; i += 1) await alreadyStored(randomUUID(), company.id, 1);
    const refused = await uploadFile(
      t.app,
      'company-logo',
      { bytes: TINY_PNG, filename: 'logo.png' },
      accessToken,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.quota.companyFull('26.0', 25));
  });
});
