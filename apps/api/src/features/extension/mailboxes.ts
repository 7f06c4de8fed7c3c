// The Email extension page's mailboxes (spec §2): the company creator connects a mailbox, which
// stays pending until the code sent to it is entered, and disconnects it, which signs out every
// extension session working in it at once.
import {
  EXTENSION_LIMITS,
  OTP_TTL_SECONDS,
  emailSchema,
  mayAccess,
  messages,
} from '@quorum/shared';
import type { ExtensionEmailStatus } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, forbidden, notFound } from '../../core/errors';
import { requirePlan } from '../../core/plan';
import { recordChange } from '../../core/audit';
import { announceStandingChanged } from '../../core/events';
import { findCompanyName } from '../../core/company-names';
import { lockCompany } from '../../core/company-lock';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { hashCode, judgeCode, mailCode, newCode } from '../auth';
import { extensionMailboxCodeEmail } from '../email';
import * as repo from './repo';

const text = messages.extension;

/** A connected mailbox as the Email extension page's table shows it (spec §3 Authorised extension user). */
export interface MailboxView {
  id: string;
  email: string;
  status: ExtensionEmailStatus;
  /** Who added it: the table's "Added by". */
  adminName: string | null;
  profileImage: string | null;
  /** The team member whose own address this is, if any, with their extension permission. */
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  hasUserPermission: boolean;
  createdAt: Date;
}

type ListedMailbox = Awaited<ReturnType<typeof repo.listMailboxes>>[number];

export function mailboxView(row: ListedMailbox): MailboxView {
  const adder = [row.adderFirstName, row.adderLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    adminName: adder || null,
    profileImage: row.adderProfileImage,
    userId: row.ownerPermission === null ? null : row.ownerId,
    firstName: row.ownerPermission === null ? null : row.ownerFirstName,
    lastName: row.ownerPermission === null ? null : row.ownerLastName,
    hasUserPermission: row.ownerPermission ?? false,
    createdAt: row.createdAt,
  };
}

/** The page's access, then the plan: a viewer of a free company learns it needs Premium. */
function requirePage(member: Member, needed: 'view' | 'full') {
  if (!mayAccess(member, 'email-extension', needed)) throw forbidden(messages.permission.denied);
  requirePlan(member, 'integrations', text.premiumOnly);
}

/** Spec §6: only the company creator connects and disconnects mailboxes. */
function requireCreator(member: Member) {
  requirePage(member, 'full');
  if (!member.companyCreator) throw forbidden(text.creatorOnly);
}

const subjectOf = (id: string, email: string) =>
  ({ type: 'extension-email', id, label: email }) as const;

/** A mailbox as the page's table shows it, read again after a change (with who added it). */
async function viewOf(deps: Deps, companyId: string, id: string): Promise<MailboxView> {
  const listed = await repo.listMailboxes(deps.db, companyId);
  return mailboxView(listed.find((row) => row.id === id)!);
}

/** A new mailbox needs room under the company's limit; call with the company locked. */
async function requireRoom(tx: Db, companyId: string) {
  if ((await repo.countMailboxes(tx, companyId)) >= EXTENSION_LIMITS.emailsPerCompany)
    throw badInput(text.tooManyEmails(EXTENSION_LIMITS.emailsPerCompany));
}

export async function listMailboxes(deps: Deps, member: Member): Promise<MailboxView[]> {
  requirePage(member, 'view');
  return (await repo.listMailboxes(deps.db, member.companyId)).map(mailboxView);
}

export async function mailboxStatus(
  deps: Deps,
  member: Member,
  email: string,
): Promise<ExtensionEmailStatus> {
  requirePage(member, 'view');
  const mailbox = await repo.findMailbox(deps.db, member.companyId, validate(emailSchema, email));
  if (!mailbox) throw notFound(text.notConnected);
  return mailbox.status;
}

/**
 * `verifyExtensionEmail`: adds the mailbox as pending and sends its code there, or (`isResendOtp`)
 * sends a pending mailbox a new code. Answers the message the page shows.
 */
export async function sendMailboxCode(
  deps: Deps,
  member: Member,
  input: { email: string; isResendOtp?: boolean | null },
): Promise<string> {
  requireCreator(member);
  const email = validate(emailSchema, input.email);
  const { code, expiresAt } = newCode();
  const codeHash = hashCode(deps, `extension-mailbox:${member.companyId}:${email}`, code);
  await deps.db.transaction(async (tx) => {
    // The count and the insert must see the company's mailboxes whole.
    await lockCompany(tx, member.companyId);
    const existing = await repo.findMailbox(tx, member.companyId, email);
    if (existing?.status === 'active') throw badInput(text.alreadyConnected);
    if (existing) {
      await repo.replaceMailboxCode(tx, existing.id, { codeHash, codeExpiresAt: expiresAt });
    } else {
      await requireRoom(tx, member.companyId);
      const added = await repo.insertMailbox(tx, {
        companyId: member.companyId,
        email,
        addedBy: member.user.id,
        codeHash,
        codeExpiresAt: expiresAt,
      });
      if (!added) throw badInput(text.alreadyConnected);
      await recordChange(tx, member, {
        area: 'integrations',
        action: 'extension-email.added',
        subject: subjectOf(added.id, email),
      });
    }
    const content = await extensionMailboxCodeEmail({
      companyName: (await findCompanyName(tx, member.companyId, 'legal')) ?? '',
      adderName: `${member.user.firstName} ${member.user.lastName}`.trim(),
      code,
      minutes: OTP_TTL_SECONDS / 60,
    });
    await mailCode(deps, tx, { to: email, content, code, purpose: 'extension-mailbox' });
  });
  return text.codeSent(email);
}

/** `updateAuthorizedEmail`: the code sent to a pending mailbox, entered; the mailbox is active. */
export async function confirmMailbox(
  deps: Deps,
  member: Member,
  input: { email: string; otpCode: number },
): Promise<MailboxView> {
  requireCreator(member);
  const email = validate(emailSchema, input.email);
  const mailbox = await repo.findMailbox(deps.db, member.companyId, email);
  if (!mailbox) throw notFound(text.notConnected);
  if (mailbox.status === 'active') throw badInput(text.alreadyConnected);
  if (!mailbox.codeHash || !mailbox.codeExpiresAt) throw badInput(messages.otp.noPendingCode);
  await judgeCode(
    deps,
    {
      codeHash: mailbox.codeHash,
      attempts: mailbox.codeAttempts,
      expiresAt: mailbox.codeExpiresAt,
    },
    `extension-mailbox:${member.companyId}:${email}`,
    input.otpCode,
    () => repo.countMailboxAttempt(deps.db, mailbox.id),
  );
  await deps.db.transaction(async (tx) => {
    // A second request with the same code finds the mailbox active already and changes nothing.
    if (!(await repo.activateMailbox(tx, mailbox.id))) throw badInput(text.alreadyConnected);
    await recordChange(tx, member, {
      area: 'integrations',
      action: 'extension-email.connected',
      subject: subjectOf(mailbox.id, email),
    });
  });
  return viewOf(deps, member.companyId, mailbox.id);
}

/**
 * `addAuthorizedCompany`: a mailbox the creator already connected in another company they created
 * is connected here too, with no new code, since that code proved it theirs. A pending row for it
 * here becomes active.
 */
export async function connectProvenMailbox(
  deps: Deps,
  member: Member,
  email: string,
): Promise<MailboxView> {
  requireCreator(member);
  const address = validate(emailSchema, email);
  if (!(await repo.mailboxProvenByCreator(deps.db, member.user.id, address)))
    throw notFound(text.notProven);
  const connected = await deps.db.transaction(async (tx) => {
    // The count and the insert must see the company's mailboxes whole.
    await lockCompany(tx, member.companyId);
    const existing = await repo.findMailbox(tx, member.companyId, address);
    if (existing?.status === 'active') throw badInput(text.alreadyConnected);
    if (!existing) await requireRoom(tx, member.companyId);
    const row = existing
      ? await repo.activateMailbox(tx, existing.id)
      : await repo.insertActiveMailbox(tx, {
          companyId: member.companyId,
          email: address,
          addedBy: member.user.id,
        });
    if (!row) throw badInput(text.alreadyConnected);
    await recordChange(tx, member, {
      area: 'integrations',
      action: 'extension-email.connected',
      subject: subjectOf(row.id, address),
      after: { status: 'active', proof: 'connected in another company of the creator' },
    });
    return row;
  });
  return viewOf(deps, member.companyId, connected.id);
}

/** `disconnectEmail`: the mailbox goes, and every extension session in it ends at once. */
export async function disconnectMailbox(
  deps: Deps,
  member: Member,
  email: string,
): Promise<string> {
  requireCreator(member);
  const address = validate(emailSchema, email);
  await deps.db.transaction(async (tx) => {
    const removed = await repo.deleteMailbox(tx, member.companyId, address);
    if (!removed) throw notFound(text.notConnected);
    await recordChange(tx, member, {
      area: 'integrations',
      action: 'extension-email.disconnected',
      subject: subjectOf(removed.id, address),
      before: { status: removed.status },
    });
  });
  // Live sockets re-read their callers: an extension's open subscription ends with its session.
  await announceStandingChanged(deps.events);
  return text.disconnected(address);
}
