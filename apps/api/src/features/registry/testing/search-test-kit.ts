// What the registry's search tests share: a company of their own holding the questions they need.
import { questionRegistries } from '../../../db/schema';
import { makeCompany, makeUser } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';

export type Row = typeof questionRegistries.$inferInsert;

/** A company of its own with the given questions, each edited a minute after the one before. */
export async function companyWith(t: TestApp, rows: Partial<Row>[]) {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const start = Date.parse('2026-01-01T00:00:00Z');
  const inserted = rows.length
    ? await db
        .insert(questionRegistries)
        .values(
          rows.map((row, i) => ({
            companyId: company.id,
            question: 'A question',
            response: 'An answer',
            lastEditedAt: new Date(start + i * 60_000),
            lastUpdateBy: admin.id,
            ...row,
          })),
        )
        .returning()
    : [];
  return { companyId: company.id, admin, rows: inserted };
}
