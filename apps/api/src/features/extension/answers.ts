// What the extension's panel does with the open email: the registry's best answers for it, and
// "Add as question", which puts it on the board as an enquiry that arrived by email.
import { z } from 'zod';
import { EXTENSION_LIMITS, emailSchema, messages } from '@quorum/shared';
import type { BoardStatus } from '@quorum/shared';
import type { Deps } from '../../deps';
import { forbidden } from '../../core/errors';
import { requirePlan } from '../../core/plan';
import { recordChange } from '../../core/audit';
import { findCompanyName } from '../../core/company-names';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { suggestAnswers } from '../registry';
import type { SuggestedAnswer } from '../registry';
import { findQuestionOfMessage, insertEmailEnquiry, recordEmailSource } from './enquiry-repo';
import { mailboxView } from './mailboxes';
import type { MailboxView } from './mailboxes';
import * as repo from './repo';

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
  threadId: z.string().trim().max(500).nullable(),
  messageId: z.string().trim().max(500).nullable(),
});

/**
 * "Add as question": the sender becomes the asker (a guest), the email the question, with its
 * mailbox, message and thread kept. The same message added again is the question it already is.
 */
export async function addEmailQuestion(
  deps: Deps,
  member: Member,
  input: {
    fromEmail: string;
    fromName?: string | null;
    subject?: string | null;
    body: string;
    threadId?: string | null;
    messageId?: string | null;
  },
): Promise<{ id: string }> {
  requireExtensionCaller(member);
  const email = validate(emailQuestion, {
    fromEmail: input.fromEmail,
    fromName: input.fromName ?? '',
    subject: input.subject ?? '',
    body: input.body,
    threadId: input.threadId || null,
    messageId: input.messageId || null,
  });
  if (email.messageId) {
    const known = (await findQuestionOfMessage(deps.db, member.companyId, email.messageId))?.id;
    if (known) return { id: known };
  }
  const [firstName = email.fromEmail, ...rest] = email.fromName.split(/\s+/).filter(Boolean);
  const askerName = [firstName, ...rest].join(' ');
  const { id, afterCommit } = await deps.db
    .transaction(async (tx) => {
      const enquiry = await insertEmailEnquiry(tx, member.companyId, {
        firstName,
        lastName: rest.join(' '),
        email: email.fromEmail,
        subject: email.subject || null,
        question: email.body,
      });
      const source = {
        enquiryId: enquiry.id,
        companyId: member.companyId,
        mailbox: member.extension.mailbox,
        messageId: email.messageId,
        threadId: email.threadId,
      };
      // Added by another click meanwhile: this transaction's copy goes, the first one stands.
      if (!(await recordEmailSource(tx, source))) throw new AddedMeanwhile();
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
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof AddedMeanwhile) || !email.messageId) throw error;
      const known = (await findQuestionOfMessage(deps.db, member.companyId, email.messageId))?.id;
      return { id: known!, afterCommit: async () => undefined };
    });
  await afterCommit();
  return { id };
}

/** Thrown to roll back a second copy of an email that was added while this one was written. */
class AddedMeanwhile extends Error {}

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

/**
 * `getAuthorizedUsersAndQuestion`: the company's connected mailboxes, and the question the open
 * email already is on the board (by the mail client's message id), so the panel shows where it
 * stands instead of offering "Add as question" again.
 */
export async function emailStanding(
  deps: Deps,
  member: Member,
  messageId: string | null | undefined,
): Promise<{ users: MailboxView[]; question: { id: string; boardStatus: BoardStatus } | null }> {
  requireExtensionCaller(member);
  const id = validate(z.string().trim().max(500).nullable(), messageId || null);
  const [mailboxes, question] = await Promise.all([
    repo.listMailboxes(deps.db, member.companyId),
    id ? findQuestionOfMessage(deps.db, member.companyId, id) : undefined,
  ]);
  return {
    users: mailboxes.filter((row) => row.status === 'active').map(mailboxView),
    question: question ?? null,
  };
}
