import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { responseTemplates } from '../../db/schema';
import { changePlan } from '../team/testing/plan-change';
import { DELETE, STAR, UPDATE, dividends, templatesKit } from './testing/templates-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const { makeTeam, stored, list } = templatesKit(t);
const readOnlyRefusal = { code: 'PAYMENT_REQUIRED', message: messages.templates.readOnly(3) };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A Premium company with 5 templates created a day apart ("Template 1" the oldest), then moved to
 * Essentials as a downgrade leaves it. Answers the templates oldest first.
 */
async function downgradedWithFive() {
  const team = await makeTeam('premium');
  const now = Date.now();
  const rows = await t.database.db
    .insert(responseTemplates)
    .values(
      // Inserted newest first, so the rule cannot lean on insertion order.
      [5, 4, 3, 2, 1].map((n) => ({
        companyId: team.companyId,
        title: `Template ${n}`,
        content: `Text ${n}.`,
        createdAt: new Date(now - (10 - n) * DAY_MS),
      })),
    )
    .returning();
  await changePlan(t.database.db, team.companyId, 'freemium');
  return { team, templates: rows.reverse() };
}

const readOnlyByTitle = async (token: string) => {
  const answer = await gql<{
    getResponseTemplates: { items: { title: string; readOnly: boolean }[] };
  }>(t.app, 'query { getResponseTemplates { items { title readOnly } } }', {}, token);
  expect(answer.error).toBeUndefined();
  return Object.fromEntries(
    (answer.data?.getResponseTemplates.items ?? []).map((item) => [item.title, item.readOnly]),
  );
};

const update = (token: string, id: string) =>
  gql(t.app, UPDATE, { id, i: { ...dividends, attachments: [] } }, token);
const star = (token: string, id: string) => gql(t.app, STAR, { id, s: true }, token);
const remove = (token: string, id: string) =>
  gql(t.app, DELETE, { i: { responseTemplateId: id } }, token);

describe('response templates after a move from Premium to Essentials', () => {
  it('keep the first 3 templates by creation editable, and show the fourth and fifth read-only', async () => {
    const { team } = await downgradedWithFive();
    expect(await readOnlyByTitle(team.viewer)).toEqual({
      'Template 1': false,
      'Template 2': false,
      'Template 3': false,
      'Template 4': true,
      'Template 5': true,
    });
    expect((await list(team.admin)).data?.getResponseTemplates.limit).toBe(3);
  });

  it('refuse editing, starring and deleting the fourth template, and change nothing', async () => {
    const { team, templates } = await downgradedWithFive();
    const fourth = templates[3]!.id;
    const before = await stored(team.companyId);

    expect((await update(team.admin, fourth)).error).toEqual(readOnlyRefusal);
    expect((await star(team.admin, fourth)).error).toEqual(readOnlyRefusal);
    expect((await remove(team.admin, fourth)).error).toEqual(readOnlyRefusal);

    expect(await stored(team.companyId)).toEqual(before);
  });

  it('still let the team edit, star and delete the first 3 templates', async () => {
    const { team, templates } = await downgradedWithFive();
    expect((await update(team.admin, templates[0]!.id)).error).toBeUndefined();
    expect((await star(team.admin, templates[1]!.id)).error).toBeUndefined();
    expect((await remove(team.admin, templates[2]!.id)).error).toBeUndefined();
    // With the third gone, the fourth is among the first 3.
    expect(await readOnlyByTitle(team.admin)).toMatchObject({ 'Template 4': false });
  });

  it('are all editable again when the company returns to Premium, with nothing stored changed', async () => {
    const { team, templates } = await downgradedWithFive();
    const before = await stored(team.companyId);

    await changePlan(t.database.db, team.companyId, 'premium');

    expect(await stored(team.companyId)).toEqual(before);
    expect(Object.values(await readOnlyByTitle(team.admin))).toEqual(Array(5).fill(false));
    expect((await update(team.admin, templates[4]!.id)).error).toBeUndefined();
  });

  it('answer another company’s template as not found, not as read-only', async () => {
    const { team } = await downgradedWithFive();
    const other = await downgradedWithFive();
    expect((await update(team.admin, other.templates[4]!.id)).error?.code).toBe('NOT_FOUND');
    expect((await remove(team.admin, other.templates[4]!.id)).error?.code).toBe('NOT_FOUND');
  });
});
