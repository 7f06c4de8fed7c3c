// What the response templates' tests share: the operations, a team, and reading what is stored.
import { asc, eq } from 'drizzle-orm';
import { responseTemplates } from '../../../db/schema';
import { makeStaffTeam } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';

export const FIELDS =
  '_id title content starred deleted updatedAt attachments { key name contentType sizeBytes url }';
export const LIST = `query($c: ID, $s: String) { getResponseTemplates(companyId: $c, searchText: $s) { limit items { ${FIELDS} } } }`;
export const CREATE = `mutation($i: ResponseTemplateInput!) { createResponseTemplate(responseTemplateInput: $i) { ${FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $i: ResponseTemplateInput!) {
  updateResponseTemplate(responseTemplateId: $id, responseTemplateInput: $i) { ${FIELDS} }
}`;
export const STAR = `mutation($id: ID!, $s: Boolean!) { starResponseTemplate(responseTemplateId: $id, starred: $s) { ${FIELDS} } }`;
export const DELETE = `mutation($i: ResponseTemplateDeleteInput!) { hardDeleteResponseTemplate(responseTemplateDeleteInput: $i) { message } }`;

export interface Template {
  _id: string;
  title: string;
  content: string;
  starred: boolean;
  deleted: boolean;
  updatedAt: string;
  attachments: { key: string; name: string; contentType: string; sizeBytes: number; url: string }[];
}

export const dividends = {
  title: 'Dividend payment dates',
  content: 'The interim dividend is paid on 15 March to holders on the register on 1 March.',
};

/** The helpers, bound to the test file's app. */
export function templatesKit(t: TestApp) {
  const makeTeam = (plan: 'freemium' | 'premium' = 'premium') => makeStaffTeam(t, plan);

  /** The company's templates as stored, oldest first. */
  function stored(companyId: string) {
    return t.database.db
      .select()
      .from(responseTemplates)
      .where(eq(responseTemplates.companyId, companyId))
      .orderBy(asc(responseTemplates.createdAt), asc(responseTemplates.id));
  }

  const create = (token: string, input: Record<string, unknown>) =>
    gql<{ createResponseTemplate: Template }>(t.app, CREATE, { i: input }, token);

  const list = (token: string, variables: Record<string, unknown> = {}) =>
    gql<{ getResponseTemplates: { limit: number | null; items: Template[] } }>(
      t.app,
      LIST,
      variables,
      token,
    );

  return { makeTeam, stored, create, list };
}

export type Team = Awaited<ReturnType<ReturnType<typeof templatesKit>['makeTeam']>>;
