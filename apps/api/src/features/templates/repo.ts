import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TemplateAttachment } from '../../db/schema';
import { responseTemplates } from '../../db/schema';
import type { ResponseTemplateRow } from './types';

/** What a create or an edit writes: the form's fields and the attachments' stored details. */
export interface TemplateValues {
  title: string;
  content: string;
  starred: boolean;
  attachments: TemplateAttachment[];
}

const ofCompany = (companyId: string, templateId: string) =>
  and(eq(responseTemplates.companyId, companyId), eq(responseTemplates.id, templateId));

/** `%`, `_` and the escape character itself match literally, so "100%" finds "100%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's templates, starred first, then the most recently changed. A search matches a
 * substring of the title or the text, ignoring case.
 */
export async function listTemplates(
  db: Db,
  companyId: string,
  searchText: string,
): Promise<ResponseTemplateRow[]> {
  const scope = eq(responseTemplates.companyId, companyId);
  const pattern = likePattern(searchText);
  return db
    .select()
    .from(responseTemplates)
    .where(
      searchText
        ? and(
            scope,
            or(ilike(responseTemplates.title, pattern), ilike(responseTemplates.content, pattern)),
          )
        : scope,
    )
    .orderBy(
      desc(responseTemplates.starred),
      desc(responseTemplates.updatedAt),
      desc(responseTemplates.id),
    );
}

export async function countTemplates(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(responseTemplates)
    .where(eq(responseTemplates.companyId, companyId));
  return row!.n;
}

/** The company's `limit` oldest templates, by creation and then id: what the free plan keeps editable. */
export async function findOldestIds(db: Db, companyId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: responseTemplates.id })
    .from(responseTemplates)
    .where(eq(responseTemplates.companyId, companyId))
    .orderBy(asc(responseTemplates.createdAt), asc(responseTemplates.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Whether the company has a template with this id. */
export async function hasTemplate(db: Db, companyId: string, templateId: string) {
  const [row] = await db
    .select({ id: responseTemplates.id })
    .from(responseTemplates)
    .where(ofCompany(companyId, templateId));
  return row !== undefined;
}

export async function insertTemplate(
  db: Db,
  companyId: string,
  createdBy: string,
  values: TemplateValues,
) {
  const [row] = await db
    .insert(responseTemplates)
    .values({ companyId, createdBy, ...values })
    .returning();
  return row!;
}

/** Undefined when the company has no template with this id. */
export async function updateTemplate(
  db: Db,
  companyId: string,
  templateId: string,
  values: Partial<TemplateValues>,
) {
  const [row] = await db
    .update(responseTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(ofCompany(companyId, templateId))
    .returning();
  return row;
}

/**
 * Stars or unstars without touching `updatedAt`: a star is not an edit, so it must not move the
 * template up among the others of its kind. Undefined when the company has no such template.
 */
export async function setStarred(db: Db, companyId: string, templateId: string, starred: boolean) {
  const [row] = await db
    .update(responseTemplates)
    .set({ starred })
    .where(ofCompany(companyId, templateId))
    .returning();
  return row;
}

/** Undefined when the company has no template with this id. */
export async function deleteTemplate(db: Db, companyId: string, templateId: string) {
  const [row] = await db
    .delete(responseTemplates)
    .where(ofCompany(companyId, templateId))
    .returning({ id: responseTemplates.id, title: responseTemplates.title });
  return row;
}

/** The template as it stands, for the audit trail's before; undefined when not the company's. */
export async function findTemplate(db: Db, companyId: string, templateId: string) {
  const [row] = await db.select().from(responseTemplates).where(ofCompany(companyId, templateId));
  return row;
}
