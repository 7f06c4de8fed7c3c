import type { Page } from 'playwright-core';
import { graphql } from '../../scripts/lib/api-sign-in.mjs';

/** What GET /webform answers the Web form page. */
export interface WebformConfig {
  companyId: string;
  clientSecret: string;
  authorizedOrigins: string[];
  embedCode: string;
}

async function webformCall(baseUrl: string, token: string, method: 'GET' | 'PUT', body?: unknown) {
  const response = await fetch(`${baseUrl}/webform`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /webform answered ${response.status}`);
  return (await response.json()) as WebformConfig;
}

/** The company's web form with `origin` as its one authorised website, as the Web form page saves it. */
export async function authoriseWebsite(baseUrl: string, token: string, origin: string) {
  await webformCall(baseUrl, token, 'GET');
  return webformCall(baseUrl, token, 'PUT', { authorizedOrigins: [origin] });
}

/** How many questions the company's Outstanding column holds. */
export async function outstandingTotal(baseUrl: string, token: string): Promise<number> {
  const data = (await graphql(
    baseUrl,
    '{ getKanbanBoardQuestionV2(boardStatus: outstanding, page: 1, limit: 1) { meta { totalItems } } }',
    undefined,
    token,
  )) as { getKanbanBoardQuestionV2: { meta: { totalItems: number } } };
  return data.getKanbanBoardQuestionV2.meta.totalItems;
}

export interface Submission {
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  question: string;
  /** The honeypot: a person never sees it. */
  website?: string;
}

/**
 * What a website's own script gets when it posts a question with fetch: the status and message,
 * or `blocked` when the browser withholds the answer (no CORS grant for that website).
 */
export type PostResult = { status: number; message: string } | { blocked: string };

export function postFromWebsite(
  page: Page,
  baseUrl: string,
  clientSecret: string,
  submission: Submission,
): Promise<PostResult> {
  return page.evaluate(
    async ({ url, secret, body }) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'client-secret': secret },
          body: JSON.stringify(body),
        });
        const answer = (await response.json()) as { message?: string };
        return { status: response.status, message: answer.message ?? '' };
      } catch (error) {
        return { blocked: String(error) };
      }
    },
    { url: `${baseUrl}/webform/enquiries`, secret: clientSecret, body: submission },
  );
}

/** The same post as a script outside any browser makes it, claiming to come from `origin`. */
export async function postFromScript(
  baseUrl: string,
  origin: string,
  clientSecret: string,
  submission: Submission,
) {
  const response = await fetch(`${baseUrl}/webform/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-secret': clientSecret, origin },
    body: JSON.stringify(submission),
  });
  const answer = (await response.json()) as { message?: string };
  return { status: response.status, message: answer.message ?? '' };
}
