import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { useTestApp } from '../../testing/test-app';

// Limits scaled down twentyfold so the test stays short: 120 an hour for a person becomes 6.
const t = useTestApp({ rateLimitMultiplier: 0.05 });

describe('upload rate', () => {
  it('takes a person’s uploads up to their hourly allowance (120), then refuses with how long to wait', async () => {
    const db = t.database.db;
    const admin = await makeUser(db);
    await makeCompany(db, admin.id);
    const token = (await signIn(t, admin.email, admin.password)).accessToken;
    const png = { bytes: TINY_PNG, filename: 'logo.png' };

    for (let i = 0; i < 6; i++)
      expect((await uploadFile(t.app, 'company-logo', png, token)).status).toBe(201);
    const refused = await uploadFile(t.app, 'company-logo', png, token);

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((refused.body as { message?: string }).message).toMatch(/try again in \d+ minutes/);
  });
});
