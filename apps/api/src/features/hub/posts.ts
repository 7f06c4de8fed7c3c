// The investor page's two posts: a question (an enquiry exactly as a web form post makes one) and
// a vote (the public vote's rules). Each takes a form post or the script's same body.
import { WEBFORM_LIMITS, hubMessages, messages, webformSubmissionSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { DomainError, badInput, notFound, tooManyRequests } from '../../core/errors';
import type { LimitName } from '../../lib/rate-limit';
import type { RequestClient } from '../../lib/request-client';
import { validate } from '../../lib/validate';
import { voteInCompanyPoll } from '../announcements';
import { receiveGuestQuestion } from '../integrations';
import type { HubCompany } from './repo';

/** A posted form: each field's text, or its texts when it comes more than once (checkboxes). */
export type PostedFields = Record<string, string | string[]>;

/** A urlencoded body as fields (the route's parser). */
export function parseForm(body: string): PostedFields {
  const fields: PostedFields = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const held = fields[name];
    fields[name] = held === undefined ? value : [held, value].flat();
  }
  return fields;
}

export function fieldsOf(body: unknown): PostedFields {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badInput(messages.generic.invalidRequest);
  return body as PostedFields;
}

const one = (fields: PostedFields, name: string) => {
  const value = fields[name];
  return Array.isArray(value) ? value[0] : value;
};

async function consume(deps: Deps, limit: LimitName, key: string) {
  try {
    await deps.rateLimits.consume(limit, key);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'TOO_MANY_REQUESTS')
      throw tooManyRequests(messages.webform.rateLimited, error.details as { retryAfter: number });
    throw error;
  }
}

/** "3" is page 3; an empty choice is the whole announcement; anything else is refused. */
function pageNumberOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return /^\d{1,6}$/.test(value.trim()) ? Number(value) : value;
}

/**
 * A question from the page: the honeypot, the web form's limits (per address, per company), the
 * web form's schema, then the enquiry with its announcement and page, `question.received` and the
 * investor's confirmation, as a web form post.
 */
export async function askQuestion(
  deps: Deps,
  hub: HubCompany,
  body: unknown,
  client: RequestClient,
) {
  const { ip } = client;
  const fields = fieldsOf(body);
  if ((one(fields, WEBFORM_LIMITS.honeypotField) ?? '') !== '') {
    deps.security.record({
      event: 'request.refused',
      outcome: 'failure',
      reason: 'hub-honeypot',
      companyId: hub.companyId,
      ip,
    });
    throw badInput(messages.webform.rejected);
  }
  await consume(deps, 'webformPerAddress', ip);
  await consume(deps, 'webformPerCompany', hub.companyId);
  const announcementId = one(fields, 'announcementId')?.trim();
  const question = validate(webformSubmissionSchema, {
    firstName: one(fields, 'firstName'),
    lastName: one(fields, 'lastName'),
    email: one(fields, 'email'),
    question: one(fields, 'question'),
    announcementId: announcementId ? announcementId : undefined,
    pageNumber: pageNumberOf(fields.pageNumber),
  });
  await receiveGuestQuestion(deps, {
    companyId: hub.companyId,
    companyName: hub.name,
    question,
    source: 'hub',
    client,
  });
  return { message: hubMessages.questionSent };
}

/** A vote in one of the company's open polls: one ballot an email, none once it has ended. */
export async function voteOnHub(
  deps: Deps,
  hub: HubCompany,
  announcementId: string,
  body: unknown,
  client: RequestClient,
) {
  const fields = fieldsOf(body);
  const optionIds = fields.optionIds;
  const answer = await voteInCompanyPoll(deps, hub.companyId, {
    announcementId,
    client,
    body: {
      optionIds: optionIds === undefined ? [] : [optionIds].flat(),
      firstName: one(fields, 'firstName')?.trim() || undefined,
      lastName: one(fields, 'lastName')?.trim() || undefined,
      email: one(fields, 'email')?.trim() || undefined,
    },
  });
  if (!answer) throw notFound(hubMessages.announcementNotFound);
  const { poll } = answer;
  return {
    message: hubMessages.voteCounted,
    poll,
    // The results in words, for the page's script to show in place of the ballot.
    results: [
      ...poll.options.map((o) => hubMessages.pollShare(o.option, o.share, o.voteCount)),
      hubMessages.pollTotal(poll.totalVotes),
    ],
  };
}
