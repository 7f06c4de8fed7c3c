import { WEBFORM_LIMITS, messages, planAllows, webformSubmissionSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import {
  DomainError,
  badInput,
  forbidden,
  paymentRequired,
  tooManyRequests,
} from '../../core/errors';
import type { LimitName } from '../../lib/rate-limit';
import type { RequestClient } from '../../lib/request-client';
import { validate } from '../../lib/validate';
import { sameSecret } from '../../lib/secrets';
import { enqueueEmail } from '../email';
import { webformConfirmationEmail } from '../email';
import { recordChange } from '../../core/audit';
import { announcementReference } from '../announcements';
import { findFormOfCompany, insertGuestEnquiry } from './repo';
import type { CompanyForm } from './repo';
import type { WebformSubmission } from '@quorum/shared';

const text = messages.webform;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A POST /webform/enquiries as the route hands it over. */
export interface EnquirySubmission {
  body: unknown;
  /** The `client-secret` header. */
  clientSecret: string | undefined;
  /** The browser's Origin header: the embedding site, or the API itself when the iframe posts. */
  origin: string | undefined;
  /** The origins the API is reached at: a post from one of them comes from the form's iframe. */
  ownOrigins: readonly string[];
  /** The investor's address and device. */
  client: RequestClient;
}

/** Compares digests, so neither the length nor the first differing byte shows in the timing. */

const stringField = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name] : '';

/**
 * The form may post from the authorised site itself (a direct cross-origin post), or from its
 * iframe on our own origin, which reports the page it is embedded in (location.ancestorOrigins,
 * or the referrer's origin). The browser writes Origin, so a page elsewhere cannot pass the first;
 * the second rests on frame-ancestors, which keeps the iframe out of any other site.
 */
function fromAuthorisedOrigin(
  form: CompanyForm,
  submission: EnquirySubmission,
  embedderOrigin: string,
) {
  const authorised = form.authorizedOrigins[0];
  if (!authorised || !submission.origin) return false;
  if (submission.origin === authorised) return true;
  return submission.ownOrigins.includes(submission.origin) && embedderOrigin === authorised;
}

async function consume(deps: Deps, limit: LimitName, key: string) {
  try {
    await deps.rateLimits.consume(limit, key);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'TOO_MANY_REQUESTS')
      throw tooManyRequests(text.rateLimited, error.details as { retryAfter: number });
    throw error;
  }
}

/** The checks in the order the refusals are worth telling apart; none of them writes. */
async function admit(deps: Deps, submission: EnquirySubmission) {
  const { body } = submission;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badInput(messages.generic.invalidRequest);
  const fields = body as Record<string, unknown>;
  const companyId = stringField(fields, 'companyId');
  const form = UUID.test(companyId) ? await findFormOfCompany(deps.db, companyId) : undefined;
  if (!form || !sameSecret(submission.clientSecret ?? '', form.clientSecret))
    throw forbidden(text.wrongSecret);
  if (!fromAuthorisedOrigin(form, submission, stringField(fields, 'embedderOrigin')))
    throw forbidden(text.originNotAuthorised);
  // A person never sees the honeypot; whatever fills it is a form-filling bot.
  if (stringField(fields, WEBFORM_LIMITS.honeypotField) !== '') {
    // Refused as bad input (a bot learns nothing), but kept where abuse of the form is looked for.
    deps.security.record({
      event: 'request.refused',
      outcome: 'failure',
      reason: 'webform-honeypot',
      companyId,
      ip: submission.client.ip,
    });
    throw badInput(text.rejected);
  }
  await consume(deps, 'webformPerAddress', submission.client.ip);
  await consume(deps, 'webformPerCompany', companyId);
  const question = validate(webformSubmissionSchema, fields);
  if (!planAllows(form.plan, 'integrations')) throw paymentRequired(text.notAvailable);
  return { companyId, form, question };
}

/**
 * An investor's question through the web form becomes a guest enquiry in Outstanding, with the
 * investor's confirmation and the team's notifications in the same transaction; the open boards
 * and bells hear of it once it is committed.
 */
export async function submitEnquiry(
  deps: Deps,
  submission: EnquirySubmission,
): Promise<{ message: string }> {
  const { companyId, form, question } = await admit(deps, submission);
  await receiveGuestQuestion(deps, {
    companyId,
    companyName: form.companyName,
    question,
    source: 'webform',
    client: submission.client,
  });
  return { message: text.submitted };
}

/**
 * A question that passed its checks, from the web form or the investor page: the guest enquiry,
 * the investor's confirmation and `question.received` in one transaction, then the live news. A
 * question about an announcement since deleted is still a question: only the link goes.
 */
export async function receiveGuestQuestion(
  deps: Deps,
  input: {
    companyId: string;
    companyName: string;
    question: WebformSubmission;
    /** Where it was asked: the web form on the company's site, or the investor page. */
    source: 'webform' | 'hub';
    client: RequestClient;
  },
): Promise<{ enquiryId: string }> {
  const { companyId, companyName, question } = input;
  const about = question.announcementId
    ? await announcementReference(deps.db, companyId, question.announcementId, question.pageNumber)
    : undefined;
  const { enquiryId, afterCommit } = await deps.db.transaction(async (tx) => {
    const channel = input.source === 'hub' ? 'investor_page' : 'web_form';
    const enquiry = await insertGuestEnquiry(tx, companyId, question, channel, about);
    const askerName = `${question.firstName} ${question.lastName}`;
    await recordChange(
      tx,
      {
        kind: 'investor',
        companyId,
        name: askerName.trim(),
        email: question.email,
        client: input.client,
      },
      {
        area: 'questions',
        action: 'enquiry.asked',
        subject: { type: 'enquiry', id: enquiry.id, label: question.question },
        after: {
          source: input.source,
          announcementId: about?.announcementId ?? null,
          pageNumber: about?.pageNumber ?? null,
        },
      },
    );
    await enqueueEmail(
      tx,
      question.email,
      webformConfirmationEmail({
        firstName: question.firstName,
        companyName,
        question: question.question,
      }),
      companyId,
    );
    const done = await deps.domainEvents.emit(tx, {
      type: 'question.received',
      companyId,
      enquiryId: enquiry.id,
      askerName,
      question: question.question,
    });
    return { enquiryId: enquiry.id, afterCommit: done };
  });
  await afterCommit();
  return { enquiryId };
}
