import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { localDiskStorage } from '../../lib/storage';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { sweepAbandonedUploads } from './sweep.job';

const t = useTestApp({ rateLimitMultiplier: 1000 });
const quiet = { warn: () => undefined };

const UPDATE_LOGO = 'mutation($key: String!) { updateCompanyLogo(companyLogo: $key) { message } }';

async function ageBy(key: string, hours: number) {
  await t.database.db.execute(
    sql`UPDATE stored_files SET created_at = now() - make_interval(hours => ${hours}) WHERE key = ${key}`,
  );
}

const exists = async (key: string) =>
  (await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key))).length === 1;

describe('the sweep of abandoned uploads', () => {
  it('deletes an upload never attached after 24 hours, with its bytes, and keeps the rest', async () => {
    const admin = await makeUser(t.database.db);
    await makeCompany(t.database.db, admin.id);
    const { accessToken } = await signIn(t, admin.email, admin.password);
    const upload = async () =>
      (
        await uploadFile(
          t.app,
          'company-logo',
          { bytes: TINY_PNG, filename: 'logo.png' },
          accessToken,
        )
      ).body.key!;

    const abandoned = await upload();
    const fresh = await upload();
    const attached = await upload();
    const logo = await gql(t.app, UPDATE_LOGO, { key: attached }, accessToken);
    expect(logo.error).toBeUndefined();
    await ageBy(abandoned, 25);
    await ageBy(fresh, 23);
    await ageBy(attached, 24 * 30);

    const storage = localDiskStorage(t.config.uploadsDir);
    expect(await storage.stat(abandoned)).toBeDefined();
    await sweepAbandonedUploads(t.database.db, storage, quiet);

    expect({
      abandoned: await exists(abandoned),
      fresh: await exists(fresh),
      attached: await exists(attached),
    }).toEqual({ abandoned: false, fresh: true, attached: true });
    expect(await storage.stat(abandoned)).toBeUndefined();
    expect(await storage.stat(attached)).toBeDefined();
  });
});
