import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { announcements } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  DELETE,
  PIN,
  RESTORE,
  SOFT_DELETE,
  STAR,
  announcementsKit,
  quarterly,
} from './testing/announcements-test-kit';
import type { Announcement, Team } from './testing/announcements-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.announcements;
const { makeTeam, storeFile, fileKept, list, get, made } = announcementsKit(t);

const MINUTE_MS = 60_000;

/** Announcements made in order, each a minute newer than the one before. */
async function madeInOrder(team: Team, inputs: Record<string, unknown>[]) {
  const rows: Announcement[] = [];
  const start = Date.now() - inputs.length * MINUTE_MS;
  for (const [index, input] of inputs.entries()) {
    const row = await made(team.admin, input);
    await t.database.db
      .update(announcements)
      .set({ createdAt: new Date(start + index * MINUTE_MS) })
      .where(eq(announcements.id, row._id));
    rows.push(row);
  }
  return rows;
}

const call = <T>(query: string, token: string, variables: Record<string, unknown>) =>
  gql<Record<string, T>>(t.app, query, variables, token);

describe('the list of announcements', () => {
  it('shows 5 a page, pinned first, then the newest, with the footer’s counts', async () => {
    const team = await makeTeam();
    const rows = await madeInOrder(
      team,
      ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'].map((title, i) => ({
        title,
        status: i % 3 === 0 ? 'draft' : 'published',
      })),
    );
    await call(PIN, team.admin, { id: rows[1]!._id, p: true });

    const first = await list(team.viewer);
    const page = first.data!.getCompanyAnnouncements;
    expect(page.items.map((a) => a.title)).toEqual([
      'Second',
      'Seventh',
      'Sixth',
      'Fifth',
      'Fourth',
    ]);
    expect(page.items[0]!.isPinned).toBe(true);
    expect(page.meta).toEqual({ currentPage: 1, itemsPerPage: 5, totalItems: 7, totalPages: 2 });
    // Drafts are First, Fourth and Seventh: 4 published and 3 drafted.
    expect(page).toMatchObject({ publishedCount: 4, draftCount: 3, deletedCount: 0 });

    const second = await list(team.viewer, { page: 2 });
    expect(second.data!.getCompanyAnnouncements.items.map((a) => a.title)).toEqual([
      'Third',
      'First',
    ]);
  });

  it('lists one status, and Deleted apart, each with its own total', async () => {
    const team = await makeTeam();
    const rows = await madeInOrder(team, [
      { title: 'Old draft' },
      { title: 'Results', status: 'published' },
      { title: 'New draft' },
    ]);
    await call(SOFT_DELETE, team.admin, { id: rows[0]!._id });

    const drafts = (await list(team.admin, { status: 'draft' })).data!.getCompanyAnnouncements;
    expect(drafts.items.map((a) => a.title)).toEqual(['New draft']);
    expect(drafts.meta.totalItems).toBe(1);
    const published = (await list(team.admin, { status: 'published' })).data!
      .getCompanyAnnouncements;
    expect(published.items.map((a) => a.title)).toEqual(['Results']);
    const deleted = (await list(team.admin, { deleted: true })).data!.getCompanyAnnouncements;
    expect(deleted.items.map((a) => [a.title, a.deleted])).toEqual([['Old draft', true]]);
    expect(deleted).toMatchObject({ publishedCount: 1, draftCount: 1, deletedCount: 1 });
    expect(deleted.meta.totalItems).toBe(1);
  });

  it('refuses a company id that is not the caller’s', async () => {
    const team = await makeTeam();
    const other = await makeTeam();
    const response = await list(team.admin, { c: other.companyId });
    expect(response.error?.code).toBe('FORBIDDEN');
  });
});

describe('star and pin', () => {
  it('stars and pins as asked, flips when not told, and leaves the last edit’s time alone', async () => {
    const team = await makeTeam();
    const announcement = await made(team.admin, quarterly);
    const starred = await call<Announcement>(STAR, team.member, { id: announcement._id, s: true });
    expect(starred.data!.starAnnouncement!).toMatchObject({ starred: true, isPinned: false });
    const flipped = await call<Announcement>(STAR, team.member, { id: announcement._id });
    expect(flipped.data!.starAnnouncement!.starred).toBe(false);

    const pinned = await call<Announcement>(PIN, team.member, { id: announcement._id });
    expect(pinned.data!.pinAnnouncement!.isPinned).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, announcement._id));
    expect(row!.pinnedAt).not.toBeNull();
    const unpinned = await call<Announcement>(PIN, team.member, { id: announcement._id, p: false });
    expect(unpinned.data!.pinAnnouncement!.isPinned).toBe(false);
    expect(unpinned.data!.pinAnnouncement!.updatedAt).toBe(announcement.updatedAt);
  });
});

describe('Deleted and deleting for good', () => {
  it('moves an announcement to Deleted and restores it as it was', async () => {
    const team = await makeTeam();
    const announcement = await made(team.admin, { ...quarterly, status: 'published' });
    await call(PIN, team.admin, { id: announcement._id, p: true });

    const deleted = await call<Announcement>(SOFT_DELETE, team.admin, { id: announcement._id });
    expect(deleted.data!.softDeleteAnnouncement!).toMatchObject({ deleted: true, isPinned: true });
    expect(deleted.data!.softDeleteAnnouncement!.deletedAt).not.toBeNull();
    expect((await list(team.admin)).data!.getCompanyAnnouncements.items).toEqual([]);

    // In Deleted it is not changed, only restored.
    const star = await call(STAR, team.admin, { id: announcement._id, s: true });
    expect(star.error).toEqual({ code: 'BAD_USER_INPUT', message: text.restoreFirst });

    const restored = await call<Announcement>(RESTORE, team.admin, { id: announcement._id });
    expect(restored.data!.restoreAnnouncement!).toMatchObject({
      deleted: false,
      deletedAt: null,
      isPinned: true,
      status: 'published',
      starred: false,
    });
    const listed = (await list(team.admin)).data!.getCompanyAnnouncements;
    expect(listed.items.map((a) => a._id)).toEqual([announcement._id]);
    expect(listed.deletedCount).toBe(0);
  });

  it('deletes for good, with the attachment, its thumbnails and nothing another announcement uses', async () => {
    const team = await makeTeam();
    const made1 = await storeFile(team, {
      purpose: 'announcement-thumbnail',
      contentType: 'image/jpeg',
      name: 'made.jpg',
    });
    const picture = await storeFile(team, {
      contentType: 'image/png',
      name: 'chart.png',
      facts: { thumbnailKey: made1 },
    });
    const sent = await storeFile(team, {
      purpose: 'announcement-thumbnail',
      contentType: 'image/png',
      name: 'sent.png',
    });
    const shared = await storeFile(team, { contentType: 'application/pdf', name: 'shared.pdf' });
    const doomed = await made(team.admin, {
      title: 'Chart',
      attachment: picture,
      attachmentThumbnail: sent,
    });
    const first = await made(team.admin, { title: 'Report', attachment: shared });
    const second = await made(team.admin, { title: 'Report again', attachment: shared });
    await call(SOFT_DELETE, team.admin, { id: doomed._id });

    const response = await call<{ message: string }>(DELETE, team.admin, { id: doomed._id });
    expect(response.data!.deleteAnnouncement!).toEqual({ message: text.deleted });
    for (const key of [picture, made1, sent])
      expect(await fileKept(key)).toEqual({ row: false, bytes: false });
    expect((await get(team.admin, doomed._id)).error?.code).toBe('NOT_FOUND');

    // A file two announcements name stays until the second goes.
    await call(DELETE, team.admin, { id: first._id });
    expect(await fileKept(shared)).toEqual({ row: true, bytes: true });
    await call(DELETE, team.admin, { id: second._id });
    expect(await fileKept(shared)).toEqual({ row: false, bytes: false });
  });

  it('answers not found for an announcement deleted for good', async () => {
    const team = await makeTeam();
    const announcement = await made(team.admin, quarterly);
    await call(DELETE, team.admin, { id: announcement._id });
    const again = await call(DELETE, team.admin, { id: announcement._id });
    expect(again.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
  });
});
