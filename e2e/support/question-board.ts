import { messages } from '@quorum/shared';
import type { FrameLocator, Locator, Page } from 'playwright-core';

export const BOARD_PATH = '/dashboard/questions';

/** A board column by its title; its accessible name also says how many questions it holds. */
export function boardColumn(
  page: Page,
  title: 'Outstanding' | 'Drafted' | 'Resolved' | 'Archived',
) {
  return page.getByRole('region', { name: new RegExp(`^${title}, \\d+ questions?$`) });
}

/** The card in a column (or anywhere in `scope`) that shows this question. */
export function card(scope: Page | Locator, question: string) {
  return scope.getByRole('article').filter({ hasText: question });
}

/** How many questions a column holds, from its accessible name. */
export async function columnCount(column: Locator): Promise<number> {
  const label = (await column.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) questions?$/.exec(label)?.[1] ?? Number.NaN);
}

/** The header bell; its accessible name carries the unread count. */
export function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
}

export async function bellCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return label === messages.notifications.unreadBadge(0)
    ? 0
    : Number(/, (\d+) unread$/.exec(label)?.[1] ?? Number.NaN);
}

/** The public web form as the investor sees it, inside the website's iframe. */
export function embeddedForm(page: Page): FrameLocator {
  return page.frameLocator(`iframe[title="${messages.webform.formTitle}"]`);
}

export interface Asker {
  firstName: string;
  lastName: string;
  email: string;
}

/** Fills the public form's fields and sends it. */
export async function askThroughForm(form: FrameLocator, asker: Asker, question: string) {
  await form.getByLabel('First name', { exact: true }).fill(asker.firstName);
  await form.getByLabel('Last name (optional)', { exact: true }).fill(asker.lastName);
  await form.getByLabel('Email', { exact: true }).fill(asker.email);
  await form.getByLabel('Question', { exact: true }).fill(question);
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
}
