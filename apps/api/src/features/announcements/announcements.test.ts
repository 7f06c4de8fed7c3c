import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_LIMITS, messages } from '@quorum/shared';
import sharp from 'sharp';
import { uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { makePdf } from '../uploads/media/testing/make-media';
import { useTestApp } from '../../testing/test-app';
import { DRAFTS, announcementsKit, quarterly } from './testing/announcements-test-kit';
import type { Team } from './testing/announcements-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.announcements;
const { makeTeam, storeFile, fileKept, stored, create, update, get, made } = announcementsKit(t);

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam();
  theirs = await makeTeam();
});

const PDF = { contentType: 'application/pdf', name: 'quarterly-report.pdf' };

describe('writing an announcement', () => {
  it('creates a draft whose attachment facts are the stored file’s, whatever the form says', async () => {
    const thumbnail = await storeFile(ours, {
      purpose: 'announcement-thumbnail',
      contentType: 'image/jpeg',
      name: 'page-1.jpg',
    });
    const pdf = await storeFile(ours, {
      ...PDF,
      sizeBytes: 2_400_000,
      facts: { totalPages: 12, thumbnailKey: thumbnail },
    });
    const created = await create(ours.admin, {
      ...quarterly,
      attachment: pdf,
      media: 'video',
      attachmentSize: 1,
      attachmentTotalPages: 99,
      attachmentDuration: 5,
    });
    expect(created.error).toBeUndefined();
    const announcement = created.data!.createAnnouncement;
    expect(announcement).toMatchObject({
      ...quarterly,
      announcementType: 'announcement',
      status: 'draft',
      publishedDate: null,
      isPinned: false,
      starred: false,
      deleted: false,
      companyId: ours.companyId,
      userId: ours.adminId,
      author: { _id: ours.adminId, firstName: 'Test', lastName: 'Person' },
      media: 'pdf',
      attachment: pdf,
      attachmentName: 'quarterly-report.pdf',
      attachmentType: 'application/pdf',
      attachmentSize: 2_400_000,
      attachmentTotalPages: 12,
      attachmentDuration: null,
      attachmentThumbnail: thumbnail,
      totalViews: 0,
      uniqueViewers: 0,
      questionsAsked: 0,
      poll: null,
    });
    expect(announcement._id).toBe(announcement.announcementId);
    // The signed address serves the stored bytes.
    const served = await t.app.inject({ method: 'GET', url: announcement.attachmentUrl! });
    expect(served.statusCode).toBe(200);
    expect(announcement.attachmentThumbnailUrl).toMatch(/^\/files\//);
  });

  it('attaches files sent through the upload route, with what the server read from their bytes', async () => {
    const pdf = await uploadFile(
      t.app,
      'announcement-media',
      { bytes: await makePdf(4), filename: 'Half-year report.pdf', type: 'application/pdf' },
      ours.admin,
    );
    expect(pdf.status).toBe(201);
    const report = await made(ours.admin, { title: 'Half-year report', attachment: pdf.body.key });
    expect(report).toMatchObject({
      media: 'pdf',
      attachmentTotalPages: 4,
      attachmentName: 'Half-year report.pdf',
    });

    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#00214d' },
    })
      .png()
      .toBuffer();
    const image = await uploadFile(
      t.app,
      'announcement-media',
      { bytes: png, filename: 'chart.png', type: 'image/png' },
      ours.admin,
    );
    const chart = await made(ours.admin, { title: 'Chart', attachment: image.body.key });
    // The thumbnail the server made from the picture comes with it.
    expect(chart.media).toBe('image');
    expect(chart.attachmentThumbnail).toMatch(/\.jpg$/);
    const thumbnail = await t.app.inject({ method: 'GET', url: chart.attachmentThumbnailUrl! });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });

  it('takes a video’s length from its stored facts, and a thumbnail sent beside it', async () => {
    const video = await storeFile(ours, {
      contentType: 'video/mp4',
      name: 'site-visit.mp4',
      sizeBytes: 31_457_280,
      facts: { durationSeconds: 95.5 },
    });
    const frame = await storeFile(ours, {
      purpose: 'announcement-thumbnail',
      contentType: 'image/png',
      name: 'frame.png',
    });
    const announcement = await made(ours.admin, {
      title: 'Site visit',
      attachment: video,
      attachmentThumbnail: frame,
    });
    expect(announcement).toMatchObject({
      media: 'video',
      attachmentDuration: 95.5,
      attachmentSize: 31_457_280,
      attachmentTotalPages: null,
      attachmentThumbnail: frame,
    });
  });

  it('answers a save sent again with the same upload with the announcement it made, not a second one', async () => {
    const team = await makeTeam();
    const video = await storeFile(team, {
      contentType: 'video/mp4',
      name: 'agm-address.mp4',
      facts: { durationSeconds: 10 },
    });
    const input = { title: 'AGM address', attachment: video, status: 'published' };
    const first = await made(team.admin, input);
    const again = await made(team.admin, input);
    expect(again._id).toBe(first._id);
    const list = await gql<{ getCompanyAnnouncements: { publishedCount: number } }>(
      t.app,
      '{ getCompanyAnnouncements { publishedCount } }',
      {},
      team.admin,
    );
    expect(list.data!.getCompanyAnnouncements.publishedCount).toBe(1);
  });

  it('publishes a draft, stamping its published date, and counts the drafts left', async () => {
    const team = await makeTeam();
    const draft = await made(team.admin, quarterly);
    await made(team.admin, { title: 'AGM notice' });
    const before = await gql<{ getDraftAnnouncementCount: number }>(t.app, DRAFTS, {}, team.viewer);
    expect(before.data!.getDraftAnnouncementCount).toBe(2);

    const published = await update(team.admin, { announcementId: draft._id, status: 'published' });
    expect(published.error).toBeUndefined();
    const announcement = published.data!.updateAnnouncement;
    expect(announcement.status).toBe('published');
    expect(Date.now() - new Date(announcement.publishedDate!).getTime()).toBeLessThan(60_000);
    // The fields the edit left out are kept.
    expect(announcement).toMatchObject(quarterly);
    const after = await gql<{ getDraftAnnouncementCount: number }>(t.app, DRAFTS, {}, team.viewer);
    expect(after.data!.getDraftAnnouncementCount).toBe(1);
  });

  it('publishes at once when created published', async () => {
    const announcement = await made(ours.admin, { ...quarterly, status: 'published' });
    expect(announcement.status).toBe('published');
    expect(announcement.publishedDate).not.toBeNull();
  });

  it('replaces the attachment, removing the old file, and removes it when sent null', async () => {
    const first = await storeFile(ours, PDF);
    const second = await storeFile(ours, {
      contentType: 'audio/mpeg',
      name: 'call.mp3',
      facts: { durationSeconds: 61 },
    });
    const announcement = await made(ours.admin, { ...quarterly, attachment: first });

    const replaced = await update(ours.admin, {
      announcementId: announcement._id,
      attachment: second,
    });
    expect(replaced.data!.updateAnnouncement).toMatchObject({
      attachment: second,
      media: 'audio',
      attachmentDuration: 61,
      attachmentName: 'call.mp3',
    });
    expect(await fileKept(first)).toEqual({ row: false, bytes: false });

    const removed = await update(ours.admin, {
      announcementId: announcement._id,
      attachment: null,
    });
    expect(removed.data!.updateAnnouncement).toMatchObject({
      attachment: null,
      attachmentUrl: null,
      media: null,
      attachmentSize: null,
      attachmentDuration: null,
    });
    expect(await fileKept(second)).toEqual({ row: false, bytes: false });
  });

  it.each([
    ['no title', { body: 'Text' }, text.titleRequired],
    ['a blank title', { title: '   ' }, text.titleRequired],
    [
      'a title of 201 characters',
      { title: 'x'.repeat(ANNOUNCEMENT_LIMITS.titleMaxChars + 1) },
      text.titleTooLong(200),
    ],
    [
      'a text of 20,001 characters',
      { title: 'Long', body: 'x'.repeat(ANNOUNCEMENT_LIMITS.bodyMaxChars + 1) },
      text.bodyTooLong(20_000),
    ],
    [
      'an attachment never uploaded',
      { title: 'A', attachment: 'nothing.pdf' },
      messages.uploads.unknownFile,
    ],
  ])('refuses %s with its message and writes nothing', async (_case, input, message) => {
    const before = await stored(ours.companyId);
    const response = await create(ours.admin, input);
    expect(response.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await stored(ours.companyId)).toEqual(before);
  });

  it('refuses a file of another company, or one uploaded for a thumbnail, as an attachment', async () => {
    const theirFile = await storeFile(theirs, PDF);
    const thumbnail = await storeFile(ours, {
      purpose: 'announcement-thumbnail',
      contentType: 'image/png',
      name: 'thumb.png',
    });
    const before = await stored(ours.companyId);
    for (const key of [theirFile, thumbnail]) {
      const response = await create(ours.admin, { title: 'Borrowed', attachment: key });
      expect(response.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.uploads.unknownFile,
      });
    }
    expect(await stored(ours.companyId)).toEqual(before);
    expect(await fileKept(theirFile)).toEqual({ row: true, bytes: true });
  });

  it('refuses an edit of an announcement that does not exist', async () => {
    for (const id of ['not-an-id', '0190d5a2-7b3c-7def-8123-456789abcdef']) {
      const response = await update(ours.admin, { announcementId: id, title: 'New' });
      expect(response.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    const none = await update(ours.admin, { title: 'No id' });
    expect(none.error?.code).toBe('NOT_FOUND');
  });

  it('reads one announcement, and answers another company’s as not found', async () => {
    const announcement = await made(ours.admin, quarterly);
    const read = await get(ours.viewer, announcement._id);
    expect(read.data!.getCompanyAnnouncement).toMatchObject({
      _id: announcement._id,
      ...quarterly,
    });
    const elsewhere = await get(theirs.admin, announcement._id);
    expect(elsewhere.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
  });
});
