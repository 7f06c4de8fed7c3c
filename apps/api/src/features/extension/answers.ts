// What the extension's panel does with the open email: the registry's best answers for it, and
// "Add as question", which puts it on the board as an enquiry that arrived by email.
import { z } from 'zod';
import { EXTENSION_LIMITS, emailSchema, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { forbidden } from '../../core/errors';
import { requirePlan } from '../../core/plan';
import { recordChange } from '../../core/audit';
import { findCompanyName } from '../../core/company-names';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { suggestAnswers } from '../registry';
import type { SuggestedAnswer } from '../registry';
import { insertEmailEnquiry } from './enquiry-repo';

const text = messages.extension;

/** The extension's caller: a member whose session is an extension's, on a plan that includes it. */
function requireExtensionCaller(member: Member): asserts member is Member & {
  extension: NonNullable<Member['extension']>;
} {
  if (!member.extension) throw forbidden(text.extensionOnly);
  requirePlan(member, 'integrations', text.premiumOnly);
}

const emailText = z.object({
  subject: z.string().trim().max(EXTENSION_LIMITS.maxSubjectLength),
  body: z.string().trim().max(EXTENSION_LIMITS.maxEmailBodyLength),
});

/** The registry items that best answer the open email (its subject and body), best first. */
export async function answersForEmail(
  deps: Deps,
  member: Member,
  input: { subject: string; body: string; limit?: number | null },
): Promise<SuggestedAnswer[]> {
  requireExtensionCaller(member);
  const email = validate(emailText, {
    subject: input.subject,
    body: input.body.slice(0, EXTENSION_LIMITS.maxEmailBodyLength),
  });
  const limit = Math.min(Math.max(input.limit ?? 3, 1), EXTENSION_LIMITS.maxAnswers);
  return suggestAnswers(deps.db, member.companyId, `${email.subject}\n${email.body}`, limit);
}

const emailQuestion = z.object({
  fromEmail: emailSchema,
  fromName: z.string().trim().max(200),
  subject: z.string().trim().max(EXTENSION_LIMITS.maxSubjectLength),
  body: z
    .string()
    .trim()
    .min(1, text.emptyEmail)
    .max(EXTENSION_LIMITS.maxEmailBodyLength, text.emailTooLong),
});

/** "Add as question": the sender becomes the asker (a guest), the email the question. */
export async function addEmailQuestion(
  deps: Deps,
  member: Member,
  input: { fromEmail: string; fromName?: string | null; subject?: string | null; body: string },
): Promise<{ id: string }> {
  requireExtensionCaller(member);
  const email = validate(emailQuestion, {
    fromEmail: input.fromEmail,
    fromName: input.fromName ?? '',
    subject: input.subject ?? '',
    body: input.body,
  });
  const [firstName = email.fromEmail, ...rest] = email.fromName.split(/\s+/).filter(Boolean);
  const askerName = [firstName, ...rest].join(' ');
  const { id, afterCommit } = await deps.db.transaction(async (tx) => {
    const enquiry = await insertEmailEnquiry(tx, member.companyId, {
      firstName,
      lastName: rest.join(' '),
      email: email.fromEmail,
      subject: email.subject || null,
      question: email.body,
    });
    await recordChange(tx, member, {
      area: 'questions',
      action: 'enquiry.added-from-email',
      subject: { type: 'enquiry', id: enquiry.id, label: email.subject || email.body },
      after: { mailbox: member.extension.mailbox, from: email.fromEmail },
    });
    const done = await deps.domainEvents.emit(tx, {
      type: 'question.received',
      companyId: member.companyId,
      enquiryId: enquiry.id,
      askerName,
      question: email.body,
    });
    return { id: enquiry.id, afterCommit: done };
  });
  await afterCommit();
  return { id };
}

/** Who the extension is signed in as, where: its panel's header. */
export async function extensionSession(deps: Deps, member: Member) {
  if (!member.extension) throw forbidden(text.extensionOnly);
  return {
    user: member.user,
    companyId: member.companyId,
    companyName: (await findCompanyName(deps.db, member.companyId, 'legal')) ?? '',
    mailbox: member.extension.mailbox,
  };
}
