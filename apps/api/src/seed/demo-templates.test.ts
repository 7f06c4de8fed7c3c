import { describe, expect, it } from 'vitest';
import { responseTemplateSchema } from '@quorum/shared';
import { makeCompany, makeUser, signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { useTestApp } from '../testing/test-app';
import { seedDemoTemplates } from './demo-templates';

const t = useTestApp();

describe('the demo company’s response templates', () => {
  it('are a starred template first and three more, each one the form itself would accept', async () => {
    const db = t.database.db;
    const user = await makeUser(db);
    const company = await makeCompany(db, user.id);
    await db.transaction((tx) => seedDemoTemplates(tx, company.id, user.id));

    const { accessToken } = await signIn(t, user.email, user.password);
    const listed = await gql<{
      getResponseTemplates: { items: { title: string; content: string; starred: boolean }[] };
    }>(t.app, '{ getResponseTemplates { items { title content starred } } }', {}, accessToken);
    const items = listed.data!.getResponseTemplates.items;
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({ title: 'Dividend policy', starred: true });
    for (const item of items) expect(responseTemplateSchema.safeParse(item).success).toBe(true);
  });
});
