import { pageMeta, pagingOf } from '../../core/paging';
// An enquiry's thread (spec §3 Enquiry response/reply, §7 getEnquiryReplyList, addEnquiryResponse):
// reading it, saving the team's draft and sending the reply. The company is always the caller's
// own; another company's enquiry reads as not found.
import { validate as isUuid } from 'uuid';
import { INVESTOR_STATUS_LABELS, PAGE_SIZES, enquiryReplySchema, messages } from '@quorum/shared';
import type { BoardStatus, EnquiryReplyValues } from '@quorum/shared';
import { recordChange } from '../../core/audit';
import { enquiryLabels } from '../board';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import type { ReplyFile } from '../../db/schema';
import { notFound } from '../../core/errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { enqueueEmail } from '../email';
import { claimUpload } from '../uploads';
import { announceBoardUpdate } from '../board';
import type { AfterCommit } from '../../core/domain-events';
import { EMAILED_FILE_LINK_DAYS, guestReplyEmail } from '../email';
import { findCompanyName } from '../../core/company-names';
import * as repo from './repo';
import type { EnquiryRow, ThreadRow } from './repo';
import type { ReplyView, ReplyFileView } from './types';
import type { PersonView } from '../../graphql/people';
import { personView } from '../../graphql/people';

const text = messages.board;

/** A team member as a thread names them, or no one. */
export const personOrNobody = (deps: Deps, person: PersonView | null) =>
  person ? personView(deps, person) : null;

const fileView = (deps: Deps, file: ReplyFile): ReplyFileView => ({
  ...file,
  url: deps.fileUrls.url(file.key),
});

/**
 * Who wrote an investor's follow-up (spec §4 Investor display): a deleted account, or one whose
 * row is gone, reads as 'Deleted User'; one who removed the company from their list is marked so.
 */
function investorView(row: ThreadRow): ReplyView['investor'] {
  if (row.reply.fromQuorum) return null;
  const investor = row.investor;
  if (!investor || investor.deletedAt)
    return {
      id: investor?.id ?? null,
      email: null,
      firstName: text.deletedUserName,
      lastName: '',
      userName: null,
      mobileNum: null,
      investorStatus: INVESTOR_STATUS_LABELS.deleted,
    };
  return {
    id: investor.id,
    email: investor.email,
    firstName: investor.firstName,
    lastName: investor.lastName,
    userName: investor.userName,
    mobileNum: investor.mobileNum,
    investorStatus: row.removedCompanyAt ? INVESTOR_STATUS_LABELS.removed : null,
  };
}

function replyView(deps: Deps, row: ThreadRow): ReplyView {
  const { reply } = row;
  return {
    id: reply.id,
    enquiryId: reply.enquiryId,
    fromQuorum: reply.fromQuorum,
    title: reply.title,
    content: reply.content,
    attachments: reply.attachments.map((file) => fileView(deps, file)),
    audio: reply.audio ? fileView(deps, reply.audio) : null,
    links: reply.links,
    rating: reply.rating,
    responder: reply.fromQuorum ? personOrNobody(deps, row.responder) : null,
    investor: investorView(row),
    sentAt: reply.sentAt,
    createdAt: reply.createdAt,
    updatedAt: reply.updatedAt,
  };
}

/** The thread, oldest first, 1000 a page (spec §9); the draft, if any, last. */
export async function listReplies(
  deps: Deps,
  member: Member,
  args: { enquiryId: string; page?: number | null; limit?: number | null },
) {
  const companyId = member.companyId;
  if (!isUuid(args.enquiryId) || !(await repo.enquiryExists(deps.db, companyId, args.enquiryId)))
    throw notFound(text.notFound);
  const window = pagingOf(args, PAGE_SIZES.enquiryReplies, PAGE_SIZES.enquiryReplies);
  const { rows, totalItems } = await repo.listThread(deps.db, companyId, args.enquiryId, {
    limit: window.limit,
    offset: window.offset,
  });
  return { items: rows.map((row) => replyView(deps, row)), meta: pageMeta(window, totalItems) };
}

/**
 * Each key must be a file uploaded in this company for this purpose; what the thread keeps of it
 * (name, type, size) is the stored file's, never the client's. A key sent twice is attached once.
 */
async function claimReplyFile(
  tx: Db,
  companyId: string,
  key: string,
  purpose: 'enquiry-attachment' | 'enquiry-audio',
): Promise<ReplyFile> {
  const file = await claimUpload(tx, key, { purpose, companyId });
  return {
    key: file.key,
    name: file.originalName || file.key,
    type: file.contentType,
    size: file.sizeBytes,
  };
}

/**
 * Where a card goes when a reply is saved or sent. A draft moves an outstanding card to Drafted
 * only: a card someone resolved or archived stays where they put it, as saving words for later is
 * not undoing their decision. A sent reply resolves the card, except an archived one, which stays
 * archived and comes back to Resolved when unarchived. (ours: the spec names the columns only.)
 */
function columnAfter(enquiry: EnquiryRow, sent: boolean): Partial<EnquiryRow> {
  if (!sent) return enquiry.boardStatus === 'outstanding' ? { boardStatus: 'drafted' } : {};
  return enquiry.boardStatus === 'archived'
    ? { archivedFrom: 'resolved' }
    : { boardStatus: 'resolved' };
}

interface ReplyInput {
  enquiryId: string;
  content?: string | null;
  attachments?: readonly string[] | null;
  audio?: string | null;
  draft?: boolean | null;
}

/**
 * Saves the enquiry's one draft, or sends the reply (the draft, if there is one, becomes it).
 * Sending resolves the card and answers the conversation: a registered investor's stays open, as
 * they may follow up in the app; a guest's is closed, as the web form gives them no way to write
 * back (spec §3 statuses, packages/shared board.ts). A guest gets the answer by email, in the same
 * transaction; a registered investor gets no email, as the app shows the reply. A sample question
 * has no one to write to: it is answered on the board only.
 */
export async function addReply(deps: Deps, member: Member, input: ReplyInput) {
  const values = validate(enquiryReplySchema, {
    content: input.content ?? undefined,
    attachments: input.attachments ?? undefined,
    audio: input.audio,
    draft: input.draft ?? undefined,
  });
  if (!isUuid(input.enquiryId)) throw notFound(text.notFound);
  const companyId = member.companyId;
  const sent = !values.draft;
  const outcome = await deps.db.transaction(async (tx) => {
    const enquiry = await repo.lockEnquiry(tx, companyId, input.enquiryId);
    if (!enquiry) throw notFound(text.notFound);
    return writeReply(deps, tx, member, enquiry, values, new Date());
  });
  await outcome.afterCommit?.();
  await announceBoardUpdate(deps.events, {
    companyId,
    kind: sent ? 'replied' : outcome.moved ? 'moved' : 'updated',
    enquiryIds: [input.enquiryId],
    boardStatus: outcome.boardStatus,
    actorId: member.user.id,
  });
  const row = await repo.findThreadReply(deps.db, companyId, outcome.replyId);
  return replyView(deps, row!);
}

/**
 * Sends one reply of words to each of several questions, each in its own thread exactly as
 * `addReply` sends it (the email or the app, the column, the event, the audit row), in one
 * transaction: every question is locked and passed to `admit` (which throws to refuse) before
 * anything is written, so either every asker is answered or none is. Another company's question
 * is not found. Answers the replies in the order of the ids.
 */
export async function sendSameReply(
  deps: Deps,
  member: Member,
  input: { enquiryIds: readonly string[]; content: string },
  admit: (enquiry: EnquiryRow) => void,
) {
  const values = validate(enquiryReplySchema, { content: input.content });
  if (!input.enquiryIds.every((id) => isUuid(id))) throw notFound(text.notFound);
  const companyId = member.companyId;
  const outcomes = await deps.db.transaction(async (tx) => {
    // Locked in one order, so two senders sharing questions take turns rather than deadlock.
    const locked = new Map<string, EnquiryRow>();
    for (const id of [...input.enquiryIds].sort()) {
      const enquiry = await repo.lockEnquiry(tx, companyId, id);
      if (!enquiry) throw notFound(text.notFound);
      locked.set(id, enquiry);
    }
    // Only once every id is known to be the company's: another company's id is never told apart.
    for (const enquiry of locked.values()) admit(enquiry);
    const now = new Date();
    const written = [];
    for (const id of input.enquiryIds)
      written.push(await writeReply(deps, tx, member, locked.get(id)!, values, now));
    return written;
  });
  for (const outcome of outcomes) await outcome.afterCommit?.();
  await announceBoardUpdate(deps.events, {
    companyId,
    kind: 'replied',
    enquiryIds: [...input.enquiryIds],
    boardStatus: 'resolved',
    actorId: member.user.id,
  });
  const rows = await Promise.all(
    outcomes.map((outcome) => repo.findThreadReply(deps.db, companyId, outcome.replyId)),
  );
  return rows.map((row) => replyView(deps, row!));
}

/** The reply written in the caller's transaction on a locked enquiry: files, reply, column, email, event, audit. */
async function writeReply(
  deps: Deps,
  tx: Db,
  member: Member,
  enquiry: EnquiryRow,
  values: EnquiryReplyValues,
  now: Date,
) {
  const companyId = member.companyId;
  const sent = !values.draft;
  const attachments: ReplyFile[] = [];
  for (const key of new Set(values.attachments))
    attachments.push(await claimReplyFile(tx, companyId, key, 'enquiry-attachment'));
  const audio = values.audio
    ? await claimReplyFile(tx, companyId, values.audio, 'enquiry-audio')
    : null;
  const reply = {
    responderId: member.user.id,
    content: values.content,
    attachments,
    audio,
    sentAt: sent ? now : null,
  };
  const draft = await repo.lockDraft(tx, companyId, enquiry.id);
  const replyId = draft?.id ?? (await repo.insertTeamReply(tx, companyId, enquiry.id, reply));
  if (draft) await repo.updateTeamReply(tx, companyId, draft.id, reply);
  const column = columnAfter(enquiry, sent);
  let afterCommit: AfterCommit | undefined;
  if (sent) {
    await repo.updateEnquiry(tx, companyId, enquiry.id, {
      ...column,
      status: enquiry.investorId ? 'open' : 'closed',
      resolvedBy: member.user.id,
      resolvedAt: now,
      // The first answer's time, kept: it is the question's first response (analytics).
      respondedAt: enquiry.respondedAt ?? now,
    });
    await emailGuest(deps, tx, enquiry, reply);
    afterCommit = await deps.domainEvents.emit(tx, {
      type: 'question.replied',
      companyId,
      enquiryId: enquiry.id,
      replyId,
      actorId: member.user.id,
    });
  } else if (column.boardStatus) {
    await repo.updateEnquiry(tx, companyId, enquiry.id, column);
  }
  const boardStatus: BoardStatus = column.boardStatus ?? enquiry.boardStatus;
  const labels = await enquiryLabels(tx, companyId, [enquiry.id]);
  await recordChange(tx, member, {
    area: 'questions',
    action: sent ? 'enquiry.replied' : 'enquiry.draft-saved',
    subject: { type: 'enquiry', id: enquiry.id, label: labels.get(enquiry.id) ?? '' },
    before: draft && sent ? { draft: true } : null,
    after: {
      reply: values.content,
      attachments: attachments.map((a) => a.name),
      ...(audio ? { audio: true } : {}),
      ...(boardStatus !== enquiry.boardStatus ? { boardStatus } : {}),
    },
  });
  return { replyId, afterCommit, boardStatus, moved: boardStatus !== enquiry.boardStatus };
}

/** Queues the answer to a guest (never to a sample, which has no address). */
async function emailGuest(
  deps: Deps,
  tx: Db,
  enquiry: EnquiryRow,
  reply: { content: string; attachments: ReplyFile[]; audio: ReplyFile | null },
) {
  if (!enquiry.isGuest || !enquiry.guestEmail || enquiry.isSampleQuestion) return;
  const ttl = EMAILED_FILE_LINK_DAYS * 24 * 60 * 60;
  const urlOf = (file: ReplyFile) =>
    `${deps.config.appUrl}${deps.fileUrls.url(file.key, Date.now(), ttl)}`;
  const companyName = (await findCompanyName(tx, enquiry.companyId, 'public')) ?? '';
  const content = guestReplyEmail({
    companyName,
    firstName: enquiry.guestFirstName,
    question: enquiry.question,
    answer: reply.content,
    attachments: reply.attachments.map((file) => ({ name: file.name, url: urlOf(file) })),
    audioUrl: reply.audio ? urlOf(reply.audio) : null,
  });
  await enqueueEmail(tx, enquiry.guestEmail, content, enquiry.companyId);
}
