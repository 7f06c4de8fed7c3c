// Issue 17's "★ Duplicate questions": three investors ask the same thing through the demo
// company's web form; the board shows each card with "2 similar", the drawer lists the other two
// askers, and "Answer all" sends one reply, confirmed first, to each asker in their own thread:
// each question has its own sent reply and is resolved (read back through the API). Axe-clean,
// with shots of the group at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@quorum/shared';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { prepareForAxe, expectNoViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo-session';
import { blankPage, serveSite } from './support/embedding-site';
import { BOARD_PATH, boardColumn, card } from './support/question-board';
import { authoriseWebsite, postFromScript } from './support/webform-api';
import type { WebformConfig } from './support/webform-api';

const SHOTS = path.join(import.meta.dirname, 'artifacts', 'duplicate-questions');
const text = messages.duplicates;

const FIND = `query Find($status: BoardStatus!, $search: String) {
  getKanbanBoardQuestionV2(boardStatus: $status, searchText: $search) {
    items { _id question boardStatus similarQuestionCount }
  }
}`;
const THREAD = `query Thread($id: ID!) {
  getEnquiryReplyList(enquiryId: $id) { items { enquiryId fromQuorum draft content } }
}`;

describe('Duplicate questions answered all at once', () => {
  const browser = useBrowser();
  let site: Awaited<ReturnType<typeof serveSite>>;
  let config: WebformConfig;
  let token: string;

  beforeAll(async () => {
    site = await serveSite(() => blankPage);
    token = await signInByApi(inject('baseUrl'), DEMO);
    config = await authoriseWebsite(inject('baseUrl'), token, site.origin);
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('groups three investors asking the same thing and answers each in their own thread', async () => {
    const { page } = browser;
    await prepareForAxe(page.context());
    const tag = randomBytes(3).toString('hex');
    const asked = [
      { firstName: 'Ada', question: `When will the Zircon ${tag} tailings dam report be out?` },
      { firstName: 'Ben', question: `When is the Zircon ${tag} tailings dam report coming out?` },
      { firstName: 'Cleo', question: `Zircon ${tag} tailings dam report, when will it be out?` },
    ];
    for (const { firstName, question } of asked) {
      const posted = await postFromScript(inject('baseUrl'), site.origin, config.clientSecret, {
        companyId: config.companyId,
        firstName,
        lastName: `Investor${tag}`,
        email: `${firstName.toLowerCase()}-${tag}@example.com`,
        question,
      });
      expect(posted.status).toBe(201);
    }

    await signInAsDemo(page);
    await page.goto(BOARD_PATH);
    const outstanding = boardColumn(page, 'Outstanding');
    for (const { question } of asked) {
      const posted = card(outstanding, question);
      await posted.waitFor();
      expect(await posted.getByText(text.badge(2)).isVisible()).toBe(true);
    }
    await expectNoViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await card(outstanding, asked[2]!.question).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `board-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The drawer of the first lists the other two askers.
    await card(outstanding, asked[0]!.question).click();
    const drawer = page.getByRole('dialog');
    const group = drawer.getByRole('region', { name: text.sectionTitle(2) });
    await group.waitFor();
    expect(await group.getByText(`Asked by Ben Investor${tag}`, { exact: false }).isVisible()).toBe(
      true,
    );
    expect(
      await group.getByText(`Asked by Cleo Investor${tag}`, { exact: false }).isVisible(),
    ).toBe(true);
    await expectNoViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await group.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `drawer-group-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Answer all: one composer, then the confirmation naming three investors.
    const reply = `The Zircon ${tag} tailings dam report is published on 15 December.`;
    await group.getByRole('button', { name: text.answerAll(3) }).click();
    const composer = page.getByRole('dialog', { name: text.composerTitle(3) });
    await composer.getByLabel(text.replyLabel).fill(reply);
    await expectNoViolations(page);
    await composer.getByRole('button', { name: text.review }).click();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await confirm.getByText(text.confirm(3)).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'confirm-1280.png') });
    await confirm.getByRole('button', { name: text.send(3) }).click();
    await page.getByText(text.sent(3)).waitFor();

    // Each question has its own sent reply and is resolved.
    const resolved = await graphql(
      inject('baseUrl'),
      FIND,
      { status: 'resolved', search: `Zircon ${tag}` },
      token,
    );
    const items = resolved.getKanbanBoardQuestionV2.items as { _id: string; question: string }[];
    expect(items.map((item) => item.question).sort()).toEqual(asked.map((a) => a.question).sort());
    for (const item of items) {
      const thread = await graphql(inject('baseUrl'), THREAD, { id: item._id }, token);
      const sent = (
        thread.getEnquiryReplyList.items as {
          enquiryId: string;
          fromQuorum: boolean;
          draft: boolean;
          content: string;
        }[]
      ).filter((r) => r.fromQuorum && !r.draft);
      expect(sent).toEqual([
        { enquiryId: item._id, fromQuorum: true, draft: false, content: reply },
      ]);
    }
  }, 180_000);
});
