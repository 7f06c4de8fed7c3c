import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';
import {
  COMPANY_SITE,
  freshAddress,
  investorQuestion,
  makeWebformCompany,
  rest,
} from '../../integrations/testing/webform-test-kit';

export const FIND = `query($email: String!) {
  findPrivacySubject(email: $email) { email firstName lastName enquiryCount hasAccount earlierRequests }
}`;
export const LIST = `{ getPrivacyRequests { _id kind reference handledBy createdAt } }`;
export const EXPORT = `mutation($email: String!) { exportPrivacySubject(email: $email) { fileName json } }`;
export const CORRECT = `mutation($input: CorrectPrivacySubjectInput!) { correctPrivacySubject(input: $input) { message } }`;
export const ERASE = `mutation($input: ErasePrivacySubjectInput!) { erasePrivacySubject(input: $input) { message } }`;

/** A premium company with its web form on COMPANY_SITE and its admin signed in. */
export const makePrivacyCompany = (t: TestApp) => makeWebformCompany(t);
export type PrivacyCompany = Awaited<ReturnType<typeof makePrivacyCompany>>;

/** An investor's question through the company's web form, as their browser posts it. */
export async function askThroughWebform(
  t: TestApp,
  company: PrivacyCompany,
  fields: Partial<ReturnType<typeof investorQuestion>> = {},
) {
  const question = { ...investorQuestion(), ...fields };
  const answer = await rest(t, 'POST', '/webform/enquiries', {
    body: { companyId: company.companyId, ...question },
    headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
    remoteAddress: freshAddress(),
  });
  if (answer.status !== 201) throw new Error(`web form refused: ${answer.text}`);
  return question;
}

/** Calls the tool as `token`. */
export const call = <T>(
  t: TestApp,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) => gql<T>(t.app, query, variables, token);
