import { FREE_PLAN, messages } from '@quorum/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { useBrowser } from './support/browser';
import { submitCode } from './support/code-entry';
import { expectMail, SUBJECTS } from './support/mailbox';
import { expectDashboard } from './support/shell';

const text = messages.registry;
const max = FREE_PLAN.registryQuestions;

/** The seeded Freemium company's creator; the company holds exactly three questions. */
const FREE = { email: 'free@quorum.dev', password: 'Quorum-demo-2026' } as const;

async function signInAsFree(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(FREE.email);
  await page.getByLabel('Password', { exact: true }).fill(FREE.password);
  const mail = expectMail(FREE.email, SUBJECTS.signInCode);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await submitCode(page, await mail.code());
  await expectDashboard(page);
}

/** Closes the open upgrade prompt and waits until it has gone. */
async function dismiss(page: Page, title: string) {
  const prompt = page.getByRole('dialog', { name: title });
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await prompt.waitFor({ state: 'hidden' });
}

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL call as any client could make it, answered as it is (errors included). */
async function post(query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer;
}

const refusal = (answer: GraphQLAnswer) => ({
  code: answer.errors?.[0]?.extensions?.code,
  message: answer.errors?.[0]?.message,
});

describe('The question registry on the free plan', () => {
  const browser = useBrowser();

  it('shows the locked 3/3 count and an upgrade prompt for a fourth question, starring, restoring and CSV import', async () => {
    const { page } = browser;
    await signInAsFree(page);
    await page.goto('/dashboard/question-registry');
    const all = page.getByRole('tab', { name: /All questions/ });
    await all.getByLabel(text.freeCount(max, max)).waitFor();
    expect(await all.getByLabel(text.freeCount(max, max)).textContent()).toBe(`${max}/${max}`);

    // A fourth question: the prompt opens instead of the form.
    await page.getByRole('button', { name: 'Add new question' }).click();
    await page.getByRole('dialog', { name: text.upgradeMoreThanThree(max) }).waitFor();
    await dismiss(page, text.upgradeMoreThanThree(max));
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('region', { name: text.upgradeCardTitle }).waitFor();

    // Starring a question.
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^(Star|Unstar) question$/ })
      .click();
    await page.getByRole('dialog', { name: text.upgradeStar }).waitFor();
    await dismiss(page, text.upgradeStar);

    // CSV import, from the header's dropdown and from its card.
    await page.getByRole('button', { name: 'More ways to add questions' }).click();
    await page.getByRole('menuitem', { name: 'Import via CSV' }).click();
    await page.getByRole('dialog', { name: text.importTitle }).waitFor();
    await dismiss(page, text.importTitle);

    // Restoring: the Deleted tab says it is Premium, and so do Drafts and Starred.
    await page.getByRole('tab', { name: /Deleted/ }).click();
    await page.getByRole('region', { name: text.upgradeRestore }).waitFor();
    await page.getByRole('tab', { name: /Starred/ }).click();
    await page.getByRole('region', { name: text.upgradeStar }).waitFor();
    await page.getByRole('tab', { name: /Drafts/ }).click();
    await page.getByRole('region', { name: text.upgradeDrafts }).waitFor();
  });

  describe('refused by the server too, when called directly', () => {
    let token: string;
    let ids: string[];
    let countsBefore: unknown;

    const counts = async () => {
      const answer = await post(
        'query Count { getQuestionRegistryCount { total starred deleted } }',
        {},
        token,
      );
      return answer.data?.getQuestionRegistryCount;
    };

    beforeAll(async () => {
      token = await signInByApi(inject('baseUrl'), FREE);
      const answer = await post('query Ids { getQuestionRegistryIds(type: all) }', {}, token);
      ids = answer.data?.getQuestionRegistryIds as string[];
      expect(ids).toHaveLength(max);
      countsBefore = await counts();
    });

    it('refuses a fourth question', async () => {
      const answer = await post(
        `mutation Add($input: AddQuestionRegistryInput!) {
          addQuestionRegistry(addQuestionRegistryInput: $input) { message }
        }`,
        { input: { question: 'What is the dividend policy?', response: 'Twice a year.' } },
        token,
      );
      expect(refusal(answer)).toEqual({ code: 'PAYMENT_REQUIRED', message: text.freeLimit(max) });
      // Nothing was written.
      expect(await counts()).toEqual(countsBefore);
    });

    it('refuses to star or restore', async () => {
      const change = (status: string) =>
        post(
          `mutation Status($input: UpdateQuestionRegistriesInput!) {
            updateQuestionRegistries(updateQuestionRegistriesInput: $input) { message }
          }`,
          { input: { status, questionRegistryIds: ids } },
          token,
        );
      expect(refusal(await change('starred'))).toEqual({
        code: 'PAYMENT_REQUIRED',
        message: text.premiumStar,
      });
      expect(refusal(await change('restored'))).toEqual({
        code: 'PAYMENT_REQUIRED',
        message: text.premiumRestore,
      });
      // Nothing was written.
      expect(await counts()).toEqual(countsBefore);
    });

    it('refuses a CSV import', async () => {
      const answer = await post(
        `mutation Import($input: AddMultipleQuestionRegistryInput!) {
          addMultipleQuestionRegistris(addMultipleQuestionRegistryInput: $input) { message count }
        }`,
        {
          input: {
            questionRegistries: [{ question: 'When is the AGM?', response: 'In November.' }],
          },
        },
        token,
      );
      expect(refusal(answer)).toEqual({ code: 'PAYMENT_REQUIRED', message: text.premiumImport });
      // Nothing was written.
      expect(await counts()).toEqual(countsBefore);
    });
  });
});
