// Announcements (spec §3 Announcement, §7 the announcement calls): drafts and publishing, one
// attachment with its thumbnail, star, pin, Deleted (restorable for 60 days) and deletion for good.
// Who may read and change them is the announcements area's page permission, checked by the
// schema's scopes; the company is always the caller's own. Custom announcements, polls and their
// engagement are on both plans (spec §9: Essentials lists custom announcements and engagement
// analytics), so no plan gates them.
import { validate as isUuid } from 'uuid';
import {
  PAGING_BOUNDS,
  announcementChangesSchema,
  messages,
  newAnnouncementSchema,
  PAGE_SIZES,
} from '@quorum/shared';
import type { AnnouncementStatus } from '@quorum/shared';
import { changedFields, recordChange } from '../../core/audit';
import type { AuditEntry } from '../../core/audit';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { assertOwnCompany } from '../../core/identity/own-company';
import { lockCompany } from '../../core/company-lock';
import { DAY_MS } from '../../lib/durations';
import { pageMeta, pagingOf } from '../../core/paging';
import { validate } from '../../lib/validate';
import { chooseFiles, filesOf, releaseFiles, removeBytes } from './attachments';
import type { FileChoice } from './attachments';
import { announceAnnouncementUpdate } from './live';
import type { AnnouncementUpdateKind } from './types';
import { loadView, loadViews } from './load';
import { assertOpenEnd, parsePoll, writePoll } from './polls';
import type { PollArg } from './polls';
import * as pollRepo from './poll-repo';
import * as repo from './repo';
import type { AnnouncementPage } from './types';

const text = messages.announcements;

/** The fields of AnnouncementInput; the attachment's facts a client sends are not read. */
export interface AnnouncementInput extends FileChoice {
  announcementId?: string | null;
  companyId?: string | null;
  title?: string | null;
  body?: string | null;
  status?: AnnouncementStatus | null;
  poll?: PollArg | null;
}

const id = (announcementId: string | null | undefined) => {
  if (!announcementId || !isUuid(announcementId)) throw notFound(text.notFound);
  return announcementId;
};

function announce(
  deps: Deps,
  member: Member,
  announcementId: string,
  kind: AnnouncementUpdateKind,
) {
  return announceAnnouncementUpdate(deps.events, {
    companyId: member.companyId,
    announcementId,
    kind,
    actorId: member.user.id,
  });
}

/**
 * One page of the company's announcements (5 unless `limit` says), pinned first and then the
 * newest, of one status or of Deleted, with the footer's counts from one statement.
 */
export async function listAnnouncements(
  deps: Deps,
  member: Member,
  args: {
    companyId?: string | null;
    page?: number | null;
    limit?: number | null;
    status?: AnnouncementStatus | null;
    deleted?: boolean | null;
  },
): Promise<AnnouncementPage> {
  assertOwnCompany(member, args.companyId);
  const filter = { status: args.status, deleted: args.deleted === true };
  const window = pagingOf(args, PAGE_SIZES.announcements, PAGING_BOUNDS.limit);
  const companyId = member.companyId;
  const [rows, counts] = await Promise.all([
    repo.listPage(deps.db, companyId, filter, window),
    repo.countByState(deps.db, companyId),
  ]);
  const total = filter.deleted
    ? counts.deleted
    : filter.status === 'published'
      ? counts.published
      : filter.status === 'draft'
        ? counts.drafts
        : counts.published + counts.drafts;
  return {
    items: await loadViews(deps, companyId, rows),
    meta: pageMeta(window, total),
    publishedCount: counts.published,
    draftCount: counts.drafts,
    deletedCount: counts.deleted,
  };
}

/** One of the company's announcements, Deleted included (to restore it); NOT_FOUND otherwise. */
export function getAnnouncement(deps: Deps, member: Member, announcementId: string) {
  return loadView(deps, member.companyId, id(announcementId));
}

export function countDraftAnnouncements(deps: Deps, member: Member) {
  return repo.countDrafts(deps.db, member.companyId);
}

/** Publishing stamps the date; going back to a draft clears it. */
const publication = (status: AnnouncementStatus, now: Date) =>
  status === 'published' ? now : null;

/**
 * A new announcement: its words, a draft unless published, the attachment claimed from the
 * company's uploads with the facts read from its bytes, and a poll if the form has one.
 */
export async function createAnnouncement(deps: Deps, member: Member, input: AnnouncementInput) {
  assertOwnCompany(member, input.companyId);
  const fields = validate(newAnnouncementSchema, {
    title: input.title ?? undefined,
    body: input.body ?? undefined,
    status: input.status ?? undefined,
  });
  const poll = input.poll ? parsePoll(input.poll) : undefined;
  const companyId = member.companyId;
  const now = new Date();
  const saved = await deps.db.transaction(async (tx) => {
    const { columns } = await chooseFiles(tx, companyId, undefined, {
      attachment: input.attachment ?? null,
      attachmentThumbnail: input.attachmentThumbnail ?? undefined,
    });
    if (input.attachment) {
      // The upload queue sends its save again when a reload came between the save and its record
      // of it: the same member, upload and title within a day (an upload's life) is that save, and
      // answers the announcement it made. Two announcements may still share a file on purpose.
      await lockCompany(tx, companyId);
      const made = await repo.findSameSave(tx, companyId, member.user.id, {
        attachmentKey: input.attachment,
        title: fields.title,
        since: new Date(now.getTime() - DAY_MS),
      });
      if (made) return { id: made.id, again: true };
    }
    const inserted = await repo.insertAnnouncement(tx, companyId, member.user.id, {
      ...fields,
      ...columns,
      publishedAt: publication(fields.status, now),
    });
    if (poll) await writePoll(tx, companyId, inserted.id, poll, now);
    if (fields.status === 'published')
      await deps.domainEvents.emit(tx, {
        type: 'announcement.published',
        companyId,
        announcementId: inserted.id,
      });
    await recordChange(
      tx,
      member,
      announcementEntry(
        fields.status === 'published' ? 'published' : 'created',
        {
          id: inserted.id,
          title: fields.title,
        },
        {
          after: {
            title: fields.title,
            body: fields.body,
            status: fields.status,
            ...(input.attachment ? { attachment: input.attachment } : {}),
            ...(poll ? pollFields(poll) : {}),
          },
        },
      ),
    );
    return { id: inserted.id, again: false };
  });
  if (!saved.again) await announce(deps, member, saved.id, 'created');
  return loadView(deps, companyId, saved.id);
}

/**
 * Changes an announcement: the fields the input names, the attachment (a new key, or null to
 * remove it, whose file then goes), the poll (null removes it), and the status. Publishing stamps
 * the date and needs a poll that has not ended.
 */
export async function updateAnnouncement(deps: Deps, member: Member, input: AnnouncementInput) {
  assertOwnCompany(member, input.companyId);
  const announcementId = id(input.announcementId);
  const changes = validate(announcementChangesSchema, {
    title: input.title ?? undefined,
    body: input.body ?? undefined,
    status: input.status ?? undefined,
  });
  const poll = input.poll ? parsePoll(input.poll) : input.poll;
  const companyId = member.companyId;
  const now = new Date();
  const released = await deps.db.transaction(async (tx) => {
    const row = await repo.findForUpdate(tx, companyId, announcementId);
    if (!row) throw notFound(text.notFound);
    if (row.deletedAt) throw badInput(text.restoreFirst);
    const standing = row.announcementType === 'poll';
    if (standing && input.attachment) throw badInput(text.pollHasNoAttachment);
    if (standing && poll === null) throw badInput(text.standingPollNeedsPoll);
    const { columns, dropped } = await chooseFiles(tx, companyId, row, input);
    const publishing = changes.status === 'published' && row.status !== 'published';
    await applyPoll(tx, { companyId, announcementId, poll, publishing, now });
    await repo.updateAnnouncement(tx, companyId, announcementId, {
      ...changes,
      ...columns,
      ...(changes.status && changes.status !== row.status
        ? { publishedAt: publication(changes.status, now) }
        : {}),
    });
    if (standing && changes.title && !poll)
      await pollRepo.renamePoll(tx, announcementId, changes.title);
    if (publishing)
      await deps.domainEvents.emit(tx, {
        type: 'announcement.published',
        companyId,
        announcementId,
      });
    const edited = changedFields(
      {
        title: row.title,
        body: row.body,
        status: row.status,
        attachment: row.attachmentKey,
      },
      {
        ...changes,
        ...(input.attachment !== undefined ? { attachment: input.attachment } : {}),
      },
    );
    if (poll !== undefined) edited.after.poll = poll ? pollFields(poll).poll : null;
    if (Object.keys(edited.after).length > 0)
      await recordChange(
        tx,
        member,
        announcementEntry(
          publishing ? 'published' : 'updated',
          { id: announcementId, title: changes.title ?? row.title },
          edited,
        ),
      );
    return releaseFiles(tx, companyId, dropped);
  });
  await removeBytes(deps, released);
  await announce(deps, member, announcementId, 'updated');
  return loadView(deps, companyId, announcementId);
}

/** The poll part of an edit: written, removed, or left; a poll published must still be open. */
async function applyPoll(
  tx: Db,
  edit: {
    companyId: string;
    announcementId: string;
    poll: ReturnType<typeof parsePoll> | null | undefined;
    publishing: boolean;
    now: Date;
  },
) {
  const { companyId, announcementId, poll, now } = edit;
  if (poll === null) await pollRepo.deletePoll(tx, announcementId);
  else if (poll) await writePoll(tx, companyId, announcementId, poll, now);
  if (!edit.publishing || poll === null) return;
  const current = await pollRepo.lockPoll(tx, companyId, announcementId);
  if (current) assertOpenEnd(current.endsAt, now);
}

/** An announcement's trail entry: the title names it; a standing poll is filed under polls. */
const announcementEntry = (
  action: string,
  row: { id: string; title: string },
  fields: Pick<AuditEntry, 'before' | 'after'> = {},
): AuditEntry => ({
  area: 'announcements',
  action: `announcement.${action}`,
  subject: { type: 'announcement', id: row.id, label: row.title },
  ...fields,
});

/** A poll's fields as the trail keeps them: the question, options and end. */
const pollFields = (poll: ReturnType<typeof parsePoll>) => ({
  poll: JSON.parse(JSON.stringify(poll)) as unknown,
});

/** A mark on an announcement outside Deleted; NOT_FOUND, or the reason it is refused. */
async function setMark(
  deps: Deps,
  member: Member,
  announcementId: string,
  values: Parameters<typeof repo.mark>[3],
) {
  const companyId = member.companyId;
  await deps.db.transaction(async (tx) => {
    const marked = await repo.mark(tx, companyId, id(announcementId), values);
    if (!marked) {
      const row = await repo.findCounted(tx, companyId, announcementId);
      throw row ? badInput(text.restoreFirst) : notFound(text.notFound);
    }
    const field = 'starred' in values ? 'starred' : 'isPinned';
    const now = marked[field];
    const verb =
      field === 'starred' ? (now ? 'starred' : 'unstarred') : now ? 'pinned' : 'unpinned';
    await recordChange(
      tx,
      member,
      announcementEntry(verb, marked, { before: { [field]: !now }, after: { [field]: now } }),
    );
  });
  await announce(deps, member, announcementId, 'updated');
  return loadView(deps, companyId, announcementId);
}

/** Stars or unstars (the flip when `starred` is left out); on both plans, as templates. */
export function starAnnouncement(
  deps: Deps,
  member: Member,
  announcementId: string,
  starred?: boolean | null,
) {
  return setMark(deps, member, announcementId, {
    starred: starred ?? repo.flipped(repo.columns.starred),
  });
}

/** Pins or unpins (the flip when `isPinned` is left out): pinned announcements list first. */
export function pinAnnouncement(
  deps: Deps,
  member: Member,
  announcementId: string,
  isPinned?: boolean | null,
) {
  const pinned = isPinned ?? repo.flipped(repo.columns.isPinned);
  return setMark(deps, member, announcementId, {
    isPinned: pinned,
    pinnedAt: repo.pinnedAtFor(pinned),
  });
}

/** Moves an announcement to Deleted, where it stays 60 days unless restored; again, nothing. */
export async function softDeleteAnnouncement(deps: Deps, member: Member, announcementId: string) {
  const companyId = member.companyId;
  const moved = await deps.db.transaction(async (tx) => {
    const row = await repo.mark(tx, companyId, id(announcementId), {
      deletedAt: new Date(),
      deletedBy: member.user.id,
    });
    if (row) await recordChange(tx, member, announcementEntry('deleted', row));
    return row;
  });
  if (moved) await announce(deps, member, announcementId, 'deleted');
  return loadView(deps, companyId, announcementId);
}

/** Brings an announcement back from Deleted as it was; one not in Deleted is left as it is. */
export async function restoreAnnouncement(deps: Deps, member: Member, announcementId: string) {
  const companyId = member.companyId;
  const restored = await deps.db.transaction(async (tx) => {
    const row = await repo.mark(
      tx,
      companyId,
      id(announcementId),
      { deletedAt: null, deletedBy: null },
      true,
    );
    if (row) await recordChange(tx, member, announcementEntry('restored', row));
    return row;
  });
  if (restored) await announce(deps, member, announcementId, 'restored');
  return loadView(deps, companyId, announcementId);
}

/**
 * Deletes an announcement for good, from the list or from Deleted: its poll, ballots and views go
 * with it, and its files (attachment and thumbnails) once nothing else names them.
 */
export async function deleteAnnouncement(deps: Deps, member: Member, announcementId: string) {
  const companyId = member.companyId;
  const released = await deps.db.transaction(async (tx) => {
    const row = await repo.deleteAnnouncement(tx, companyId, id(announcementId));
    if (!row) throw notFound(text.notFound);
    await recordChange(
      tx,
      member,
      announcementEntry('deleted-permanently', row, { before: { title: row.title } }),
    );
    return releaseFiles(tx, companyId, filesOf(row));
  });
  await removeBytes(deps, released);
  await announce(deps, member, announcementId, 'removed');
  return { message: text.deleted };
}
