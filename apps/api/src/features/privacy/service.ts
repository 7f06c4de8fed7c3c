// The privacy request tool (APP 12 access, APP 13 correction, and erasure): a company's
// administrators find an investor by email among the company's own records, give them a copy,
// correct it or erase it, and every request is recorded. Who may: members with administrative
// control (admins, and custom roles granted "administrative"), the spec's gate for admin actions.
import {
  messages,
  privacyCorrectionSchema,
  privacyErasureSchema,
  privacyRequestSubjectSchema,
} from '@quorum/shared';
import type { PrivacyRequestKind } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { correctInvestorInTrail, eraseInvestorFromTrail } from '../../core/audit-privacy';
import { notFound } from '../../core/errors';
import { requireFlag } from '../../core/flags';
import type { Member } from '../../core/identity/viewer';
import { keyedHash } from '../../lib/secrets';
import { validate } from '../../lib/validate';
import * as repo from './repo';

const text = messages.privacy;

/** The investor as the page shows them once found. */
export interface PrivacySubject {
  email: string;
  firstName: string;
  lastName: string;
  enquiryCount: number;
  /** They have an app account: its details are theirs to change in the app. */
  hasAccount: boolean;
  /** Requests already recorded for this address in this company. */
  earlierRequests: number;
}

export interface PrivacyRequestView {
  id: string;
  kind: PrivacyRequestKind;
  /** The first characters of the address's keyed hash: tells requests for one address apart. */
  reference: string;
  handledBy: string | null;
  createdAt: Date;
}

/**
 * The address as the request record keeps it: HMAC-SHA256 under the ring's current key for this
 * purpose, never the address itself, so erasing someone leaves no copy of their address behind; a
 * plain hash would not do, as addresses are guessable.
 */
const subjectHash = (deps: Deps, email: string) =>
  keyedHash(deps.keys.currentKey('privacy-request').key, `privacy-request:${email}`);

/** The address's hashes under every key in the ring: earlier requests were kept under any. */
const subjectHashes = (deps: Deps, email: string) =>
  new Set(
    deps.keys
      .allKeys('privacy-request')
      .map(({ key }) => keyedHash(key, `privacy-request:${email}`)),
  );

/** The investor's records in the caller's company, or NOT_FOUND (another company's too). */
async function load(db: Db, companyId: string, email: string) {
  const investor = await repo.findRegisteredInvestor(db, companyId, email);
  const enquiries = await repo.findEnquiries(db, companyId, email, investor?.id);
  if (!investor && enquiries.length === 0) throw notFound(text.investorNotFound);
  return { investor, enquiries };
}

function allowed(member: Member) {
  requireFlag(member, 'hasAdministrativeControl');
}

export async function findSubject(
  deps: Deps,
  member: Member,
  input: unknown,
): Promise<PrivacySubject> {
  allowed(member);
  const { email } = validate(privacyRequestSubjectSchema, input);
  const { investor, enquiries } = await load(deps.db, member.companyId, email);
  const latestGuest = [...enquiries].reverse().find((e) => e.isGuest);
  const hashes = subjectHashes(deps, email);
  const earlier = (await repo.listRequests(deps.db, member.companyId)).filter((request) =>
    hashes.has(request.subjectHash),
  );
  return {
    email,
    firstName: investor?.firstName ?? latestGuest?.firstName ?? '',
    lastName: investor?.lastName ?? latestGuest?.lastName ?? '',
    enquiryCount: enquiries.length,
    hasAccount: investor !== undefined,
    earlierRequests: earlier.length,
  };
}

/** APP 12: everything the company holds about the investor, as one JSON document. */
export async function exportSubject(deps: Deps, member: Member, input: unknown): Promise<string> {
  allowed(member);
  const { email } = validate(privacyRequestSubjectSchema, input);
  const companyId = member.companyId;
  return deps.db.transaction(async (tx) => {
    const { investor, enquiries } = await load(tx, companyId, email);
    const ids = enquiries.map((e) => e.id);
    const [replies, notes, notifications, emails] = [
      await repo.findReplies(tx, companyId, ids),
      await repo.findNotes(tx, companyId, ids),
      await repo.findNotifications(tx, companyId, ids, investor?.id),
      await repo.findEmailsTo(tx, companyId, email),
    ];
    await repo.recordRequest(tx, companyId, {
      handledBy: member.user.id,
      kind: 'export',
      subjectHash: subjectHash(deps, email),
    });
    const document = {
      exportedAt: new Date().toISOString(),
      email,
      account: investor ?? null,
      enquiries: enquiries.map(({ audio, ...enquiry }) => ({
        ...enquiry,
        hasVoiceRecording: audio !== null,
        replies: replies.filter((r) => r.enquiryId === enquiry.id).map(withoutEnquiryId),
        notes: notes.filter((n) => n.enquiryId === enquiry.id).map(withoutEnquiryId),
      })),
      notifications,
      emails,
    };
    return JSON.stringify(document, null, 2);
  });
}

const withoutEnquiryId = <T extends { enquiryId: string }>({ enquiryId: _, ...rest }: T) => rest;

/** APP 13: the guest's name and address, corrected on every record of the company. */
export async function correctSubject(
  deps: Deps,
  member: Member,
  input: unknown,
): Promise<{ message: string }> {
  allowed(member);
  const correction = validate(privacyCorrectionSchema, input);
  const companyId = member.companyId;
  await deps.db.transaction(async (tx) => {
    await load(tx, companyId, correction.email);
    await repo.correctGuestDetails(tx, companyId, correction.email, {
      firstName: correction.firstName,
      lastName: correction.lastName,
      email: correction.newEmail,
    });
    await correctInvestorInTrail(tx, companyId, correction.email, {
      name: `${correction.firstName} ${correction.lastName}`.trim(),
      email: correction.newEmail,
    });
    await repo.recordRequest(tx, companyId, {
      handledBy: member.user.id,
      kind: 'correct',
      subjectHash: subjectHash(deps, correction.email),
    });
  });
  return { message: text.corrected };
}

/** Erasure: everything the company holds about the investor, gone in one transaction. */
export async function eraseSubject(
  deps: Deps,
  member: Member,
  input: unknown,
): Promise<{ message: string }> {
  allowed(member);
  const { email } = validate(privacyErasureSchema, input);
  const companyId = member.companyId;
  const keys = await deps.db.transaction(async (tx) => {
    const { investor, enquiries } = await load(tx, companyId, email);
    const removed = await repo.eraseInvestor(
      tx,
      companyId,
      email,
      investor,
      enquiries.map((e) => e.id),
    );
    await eraseInvestorFromTrail(
      tx,
      companyId,
      email,
      enquiries.map((e) => e.id),
    );
    await repo.recordRequest(tx, companyId, {
      handledBy: member.user.id,
      kind: 'erase',
      subjectHash: subjectHash(deps, email),
    });
    return removed;
  });
  for (const key of keys)
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'erased investor file not removed from storage');
    });
  return { message: text.erased };
}

export async function listRequests(deps: Deps, member: Member): Promise<PrivacyRequestView[]> {
  allowed(member);
  const rows = await repo.listRequests(deps.db, member.companyId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    reference: row.subjectHash.slice(0, 8),
    handledBy:
      row.handledByFirstName === null
        ? null
        : `${row.handledByFirstName} ${row.handledByLastName ?? ''}`.trim(),
    createdAt: row.createdAt,
  }));
}
