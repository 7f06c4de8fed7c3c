import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { companyMembers } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { LIST, insertQuestions, makeTeam } from './testing/registry-test-kit';
import type { ListData, Team } from './testing/registry-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.registry;

/** What an admin sets under My team, member, Account permissions. */
async function allowExtension(team: Team, userId: string) {
  await t.database.db
    .update(companyMembers)
    .set({ extensionPermission: true })
    .where(and(eq(companyMembers.companyId, team.companyId), eq(companyMembers.userId, userId)));
}

const extensionView = (token: string, userId: string | undefined, searchText?: string) =>
  gql<ListData>(t.app, LIST, { isFromExtension: true, userId, searchText }, token);

let team: Team;
beforeAll(async () => {
  team = await makeTeam(t);
  await allowExtension(team, team.editorId);
  await insertQuestions(t, team.companyId, [
    { question: 'What is the dividend policy?', response: 'We pay out 60% of earnings.' },
    { question: 'When is the AGM?', response: '', drafted: true },
    { question: 'Is the dividend franked?', response: 'Fully franked.', deletedAt: new Date() },
    { question: 'Who audits the accounts?', response: 'An independent firm.', starred: true },
  ]);
});

describe('the email-extension view of the registry', () => {
  it('shows a permitted person the saved questions only: no drafts, nothing deleted', async () => {
    const answer = await extensionView(team.editor, team.editorId);
    expect(answer.error).toBeUndefined();
    expect(answer.data!.getQuestionRegistries.items.map((item) => item.question).sort()).toEqual([
      'What is the dividend policy?',
      'Who audits the accounts?',
    ]);
    const searched = await extensionView(team.editor, team.editorId, 'divid');
    expect(searched.data!.getQuestionRegistries.items.map((item) => item.question)).toEqual([
      'What is the dividend policy?',
    ]);
  });

  it('opens only for the signed-in person themself', async () => {
    for (const userId of [team.adminId, undefined]) {
      const answer = await extensionView(team.editor, userId);
      expect(answer.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
    }
  });

  it('refuses someone without the extension permission', async () => {
    const answer = await extensionView(team.admin, team.adminId);
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: text.extensionNotPermitted });
  });

  it('refuses a company on Freemium with the upgrade message', async () => {
    const free = await makeTeam(t, 'freemium');
    await allowExtension(free, free.editorId);
    const answer = await extensionView(free.editor, free.editorId);
    expect(answer.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.extensionPremium });
  });
});
