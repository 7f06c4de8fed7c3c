// Issue 5's second acceptance line: the web form refuses a post from a website that is not
// authorised, with a wrong secret, with the honeypot filled, or too often from one address, each
// with a clear error, and stores nothing it refuses. This file runs its own product with the
// rate limits as shipped (the run's shared product multiplies them for sign-in-heavy scenarios).
import { randomBytes } from 'node:crypto';
import { WEBFORM_LIMITS, messages } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { useBrowser } from './support/browser';
import { blankPage, pageEmbedding, serveSite } from './support/embedding-site';
import { askThroughForm, embeddedForm } from './support/question-board';
import {
  authoriseWebsite,
  outstandingTotal,
  postFromScript,
  postFromWebsite,
} from './support/webform-api';
import type { Submission, WebformConfig } from './support/webform-api';

const text = messages.webform;

describe('The web form refuses what it must not store', () => {
  const browser = useBrowser();
  let product: Awaited<ReturnType<typeof startProduct>>;
  let token: string;
  let config: WebformConfig;
  let website: Awaited<ReturnType<typeof serveSite>>;
  let stranger: Awaited<ReturnType<typeof serveSite>>;

  beforeAll(async () => {
    product = await startProduct({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    token = await signInByApi(product.url, DEMO);
    website = await serveSite(() => pageEmbedding(config?.embedCode ?? ''));
    stranger = await serveSite(() => blankPage);
    config = await authoriseWebsite(product.url, token, website.origin);
  });
  afterAll(async () => {
    await website?.close();
    await stranger?.close();
    await product?.stop();
  });

  const question = (extra: Partial<Submission> = {}): Submission => {
    const tag = randomBytes(3).toString('hex');
    return {
      companyId: config.companyId,
      firstName: 'Grace',
      lastName: `Investor${tag}`,
      email: `investor-${tag}@example.com`,
      question: `Is the production guidance unchanged? (${tag})`,
      ...extra,
    };
  };
  const outstanding = () => outstandingTotal(product.url, token);

  it('refuses a website that is not authorised, which cannot even read the answer', async () => {
    const { page } = browser;
    const before = await outstanding();
    await page.goto(stranger.origin);
    const inBrowser = await postFromWebsite(page, product.url, config.clientSecret, question());
    expect(inBrowser).toHaveProperty('blocked');

    const direct = await postFromScript(
      product.url,
      stranger.origin,
      config.clientSecret,
      question(),
    );
    expect(direct).toEqual({ status: 403, message: text.originNotAuthorised });
    expect(await outstanding()).toBe(before);
  });

  it('refuses a wrong client secret, by post and in the embedded form', async () => {
    const { page } = browser;
    const before = await outstanding();
    await page.goto(website.origin);
    const posted = await postFromWebsite(page, product.url, 'not-the-secret', question());
    expect(posted).toEqual({ status: 403, message: text.wrongSecret });

    // The website's embed code with a wrong secret shows the form as unavailable.
    const wrongCode = config.embedCode.replace(config.clientSecret, 'not-the-secret');
    await page.setContent(pageEmbedding(wrongCode));
    await embeddedForm(page).getByText(text.unavailableTitle).waitFor();
    expect(await outstanding()).toBe(before);
  });

  it('refuses a question whose honeypot a bot filled', async () => {
    const { page } = browser;
    const before = await outstanding();
    await page.goto(website.origin);
    const bot = question({ [WEBFORM_LIMITS.honeypotField]: 'https://spam.example.com' });
    const posted = await postFromWebsite(page, product.url, config.clientSecret, bot);
    expect(posted).toEqual({ status: 400, message: text.rejected });
    expect(await outstanding()).toBe(before);
  });

  it('takes a few questions a minute from one address and refuses the rest, in the form too', async () => {
    const { page } = browser;
    const before = await outstanding();
    await page.goto(website.origin);
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(await postFromWebsite(page, product.url, config.clientSecret, question()));
    }
    // The refusals above spent none of this address's allowance: they are refused before it counts.
    const allowed = WEBFORM_LIMITS.perAddressPerMinute;
    expect(answers.slice(0, allowed)).toEqual(
      Array.from({ length: allowed }, () => ({ status: 201, message: text.submitted })),
    );
    expect(answers.slice(allowed)).toEqual(
      Array.from({ length: 30 - allowed }, () => ({ status: 429, message: text.rateLimited })),
    );
    expect(await outstanding()).toBe(before + allowed);

    // An investor on the same address meets the limit in the form itself.
    const form = embeddedForm(page);
    await askThroughForm(form, question(), question().question);
    await form.getByText(text.rateLimited, { exact: true }).waitFor();
    expect(await outstanding()).toBe(before + allowed);
  });
});
