import { contactMessageSchema, feedbackSchema, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { findCompanyName } from '../../core/company-names';
import { assertOwnCompany } from '../../core/identity/own-company';
import type { Member } from '../../core/identity/viewer';
import { notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import { EMAILED_FILE_LINK_DAYS, enqueueEmail, supportMessageEmail } from '../email';
import { claimUpload } from '../uploads';
import * as repo from './repo';

const text = messages.feedback;

interface Message {
  kind: 'contact' | 'feedback';
  subject: string;
  body: string;
  attachmentKey: string | null;
}

/** Each message is an email to our support address: a person's and a company's are counted. */
async function countAgainstLimits(deps: Deps, member: Member) {
  await deps.rateLimits.consume('supportMessagesPerUser', member.user.id);
  await deps.rateLimits.consume('supportMessagesPerCompany', member.companyId);
}

/** The attachment as a link support can open from the email for as long as the email says. */
function attachmentLink(deps: Deps, file: { key: string; originalName: string }) {
  const ttl = EMAILED_FILE_LINK_DAYS * 24 * 60 * 60;
  return {
    name: file.originalName,
    url: `${deps.config.appUrl}${deps.fileUrls.url(file.key, Date.now(), ttl)}`,
  };
}

/**
 * Keeps the message (support_messages) and queues its email to the support address in one
 * transaction: an email goes only for a message stored, and a message is never stored unsent.
 */
async function deliver(deps: Deps, member: Member, message: Message) {
  await deps.db.transaction(async (tx) => {
    const file = message.attachmentKey
      ? await claimUpload(tx, message.attachmentKey, {
          purpose: 'feedback-attachment',
          userId: member.user.id,
        })
      : null;
    const companyName = await findCompanyName(tx, member.companyId, 'legal');
    if (companyName === undefined) throw notFound(messages.generic.notFound);
    const row = await repo.insertSupportMessage(tx, {
      kind: message.kind,
      companyId: member.companyId,
      userId: member.user.id,
      subject: message.subject,
      body: message.body,
      attachmentKey: file?.key ?? null,
    });
    const { firstName, lastName, email } = member.user;
    await enqueueEmail(
      tx,
      deps.config.supportEmail,
      supportMessageEmail({
        kind: message.kind,
        reference: row.id,
        senderName: [firstName, lastName].filter(Boolean).join(' ') || email,
        senderEmail: email,
        companyName,
        subject: message.subject,
        body: message.body,
        attachment: file ? attachmentLink(deps, file) : null,
      }),
      member.companyId,
    );
  });
}

/** The help menu's Contact (spec §7 `sendMessageTo{product}`): a subject and a message. */
export async function sendMessageToQuorum(deps: Deps, member: Member, input: unknown) {
  const { subject, message } = validate(contactMessageSchema, input);
  await countAgainstLimits(deps, member);
  await deliver(deps, member, { kind: 'contact', subject, body: message, attachmentKey: null });
  return { message: text.messageSent };
}

/**
 * Give feedback (spec §5, §7 `submitFeedback`): a reason, a description and optionally one file
 * the sender uploaded for it (POST /files/feedback-attachment, the spec's uploadFeebackAttachment).
 */
export async function submitFeedback(
  deps: Deps,
  member: Member,
  input: { companyId?: string | null | undefined } & Record<string, unknown>,
) {
  assertOwnCompany(member, input.companyId);
  const { title, description, attachment } = validate(feedbackSchema, input);
  await countAgainstLimits(deps, member);
  await deliver(deps, member, {
    kind: 'feedback',
    subject: title,
    body: description,
    attachmentKey: attachment,
  });
  return { message: text.submitted };
}
