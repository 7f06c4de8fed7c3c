import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { announcements, pollOptions, polls, storedFiles } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { Caller, FeatureMatrix, Outcome, World } from '../../../testing/matrix';
import { everyone, pageEditors, pageViewers } from '../../../testing/matrix';

const DAY_MS = 24 * 60 * 60 * 1000;
const nextWeek = () => new Date(Date.now() + 7 * DAY_MS).toISOString();
const POLL = () => ({
  title: 'Where should the AGM be held?',
  options: ['Perth', 'Online'],
  endsAt: nextWeek(),
});

/** A foreign company's admin aiming at our announcement finds nothing there. */
const viewersOfOwn = { ...pageViewers, foreign: 'NOT_FOUND' } as const;
const editorsOfOwn = { ...pageEditors, foreign: 'NOT_FOUND' } as const;

async function storedFile(
  db: Db,
  company: { id: string; creatorId: string },
  purpose: 'announcement-media' | 'announcement-thumbnail',
) {
  const key = `${randomUUID()}.${purpose === 'announcement-media' ? 'pdf' : 'png'}`;
  await db.insert(storedFiles).values({
    key,
    companyId: company.id,
    uploadedBy: company.creatorId,
    purpose,
    contentType: purpose === 'announcement-media' ? 'application/pdf' : 'image/png',
    sizeBytes: 1024,
    originalName: purpose === 'announcement-media' ? 'report.pdf' : 'page-1.png',
    facts: purpose === 'announcement-media' ? { totalPages: 3 } : null,
  });
  return key;
}

/**
 * Announcements follow their page's area (spec §6): viewers read, editors change. A companyId
 * naming another company is refused outright; another company's announcement or file reads as
 * not found, or as an unknown file.
 */
export const announcementsMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const [published] = await db
      .insert(announcements)
      .values({
        companyId: company.id,
        createdBy: company.creatorId,
        title: 'Quarterly activities report',
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: announcements.id });
    await db.insert(polls).values({
      announcementId: published!.id,
      companyId: company.id,
      question: 'Did you find this report useful?',
      endsAt: new Date(Date.now() + 30 * DAY_MS),
    });
    const [option] = await db
      .insert(pollOptions)
      .values([
        { announcementId: published!.id, position: 0, label: 'Yes' },
        { announcementId: published!.id, position: 1, label: 'No' },
      ])
      .returning({ id: pollOptions.id });
    const [draft] = await db
      .insert(announcements)
      .values({ companyId: company.id, createdBy: company.creatorId, title: 'Draft notice' })
      .returning({ id: announcements.id });
    return {
      announcementId: published!.id,
      pollOptionId: option!.id,
      draftAnnouncementId: draft!.id,
      announcementMediaKey: await storedFile(db, company, 'announcement-media'),
      announcementThumbnailKey: await storedFile(db, company, 'announcement-thumbnail'),
    };
  },
  operations: {
    'Query.getCompanyAnnouncements': {
      document:
        'query($c: ID) { getCompanyAnnouncements(companyId: $c) { publishedCount items { _id } } }',
      expected: pageViewers,
      onForeign: (w) => ({ c: w.foreignCompanyId }),
    },
    'Query.getCompanyAnnouncement': {
      document: 'query($id: ID!) { getCompanyAnnouncement(announcementId: $id) { _id title } }',
      variables: (w) => ({ id: w.own.announcementId }),
      onForeign: (w) => ({ id: w.foreign.announcementId }),
      expected: viewersOfOwn,
    },
    'Query.getDraftAnnouncementCount': {
      document: '{ getDraftAnnouncementCount }',
      expected: pageViewers,
    },
    'Mutation.createAnnouncement': {
      document:
        'mutation($i: AnnouncementInput!) { createAnnouncement(announcementInput: $i) { _id } }',
      variables: (w) => ({
        i: {
          title: 'Results',
          attachment: w.own.announcementMediaKey,
          attachmentThumbnail: w.own.announcementThumbnailKey,
        },
      }),
      onForeign: (w) => ({ i: { title: 'Results', companyId: w.foreignCompanyId } }),
      expected: pageEditors,
    },
    'Mutation.updateAnnouncement': {
      document:
        'mutation($i: AnnouncementInput!) { updateAnnouncement(announcementInput: $i) { _id } }',
      variables: (w) => ({
        i: {
          announcementId: w.own.announcementId,
          title: 'Results, corrected',
          attachment: w.own.announcementMediaKey,
          attachmentThumbnail: w.own.announcementThumbnailKey,
        },
      }),
      onForeign: (w) => ({ i: { announcementId: w.foreign.announcementId, title: 'Ours now' } }),
      expected: editorsOfOwn,
    },
    'Mutation.starAnnouncement': {
      document:
        'mutation($id: ID!) { starAnnouncement(announcementId: $id, starred: true) { _id } }',
      variables: (w) => ({ id: w.own.announcementId }),
      onForeign: (w) => ({ id: w.foreign.announcementId }),
      expected: editorsOfOwn,
    },
    'Mutation.pinAnnouncement': {
      document:
        'mutation($id: ID!) { pinAnnouncement(announcementId: $id, isPinned: true) { _id } }',
      variables: (w) => ({ id: w.own.announcementId }),
      onForeign: (w) => ({ id: w.foreign.announcementId }),
      expected: editorsOfOwn,
    },
    'Mutation.softDeleteAnnouncement': {
      document: 'mutation($id: ID!) { softDeleteAnnouncement(announcementId: $id) { _id } }',
      variables: (w) => ({ id: w.own.announcementId }),
      onForeign: (w) => ({ id: w.foreign.announcementId }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.restoreAnnouncement': {
      document: 'mutation($id: ID!) { restoreAnnouncement(announcementId: $id) { _id } }',
      variables: (w) => ({ id: w.own.announcementId }),
      onForeign: (w) => ({ id: w.foreign.announcementId }),
      expected: editorsOfOwn,
    },
    'Mutation.deleteAnnouncement': {
      document: 'mutation($id: ID!) { deleteAnnouncement(announcementId: $id) { message } }',
      variables: (w) => ({ id: w.own.announcementId }),
      onForeign: (w) => ({ id: w.foreign.announcementId }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.createPoll': {
      document:
        'mutation($p: PollInput!, $id: ID) { createPoll(pollInput: $p, announcementId: $id) { _id } }',
      // The own draft has no poll, so the call is past its checks; the foreign one is not found.
      variables: (w) => ({ p: POLL(), id: w.own.draftAnnouncementId }),
      onForeign: (w) => ({ p: POLL(), id: w.foreign.draftAnnouncementId }),
      expected: editorsOfOwn,
    },
    'Mutation.updatePoll': {
      document:
        'mutation($id: ID!, $p: PollInput!) { updatePoll(announcementId: $id, pollInput: $p) { _id } }',
      variables: (w) => ({ id: w.own.announcementId, p: { ...POLL(), options: ['Yes', 'No'] } }),
      onForeign: (w) => ({ id: w.foreign.announcementId, p: POLL() }),
      expected: editorsOfOwn,
    },
    'Subscription.announcementUpdated': {
      // Over HTTP a subscription is refused alike for every caller (BAD_USER_INPUT, nothing
      // resolved); who may subscribe over the WebSocket is announcements-live.test.ts's.
      document: 'subscription { announcementUpdated { kind } }',
      expected: everyone('ok'),
    },
    'Subscription.pollResultsUpdated': {
      document: 'subscription($id: ID!) { pollResultsUpdated(announcementId: $id) { totalVotes } }',
      variables: (w) => ({ id: w.own.announcementId }),
      expected: everyone('ok'),
    },
  },
};

interface Route {
  request: (world: World) => InjectOptions;
  expected: Record<Caller, Outcome>;
}

/**
 * The investor-facing routes, for the HTTP matrix: open to anyone (no staff session decides),
 * for a published announcement of any company; a draft is not found by anyone.
 */
export const announcementRoutes: Record<string, Route[]> = {
  'GET /public/announcements/:id': [
    {
      request: (w) => ({ method: 'GET', url: `/public/announcements/${w.own.announcementId}` }),
      expected: everyone('ok'),
    },
    {
      request: (w) => ({ method: 'GET', url: `/public/announcements/${w.foreign.announcementId}` }),
      expected: everyone('ok'),
    },
    {
      request: (w) => ({
        method: 'GET',
        url: `/public/announcements/${w.own.draftAnnouncementId}`,
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  'POST /public/polls/:announcementId/votes': [
    {
      // The first caller's ballot counts; the same person's next ones are refused (409).
      request: (w) => ({
        method: 'POST',
        url: `/public/polls/${w.own.announcementId}/votes`,
        payload: {
          optionIds: [w.own.pollOptionId],
          firstName: 'Ada',
          lastName: 'Investor',
          email: 'ada.matrix@example.com',
        },
      }),
      expected: everyone('ok'),
    },
    {
      request: (w) => ({
        method: 'POST',
        url: `/public/polls/${w.own.draftAnnouncementId}/votes`,
        payload: {
          optionIds: [w.own.pollOptionId],
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
        },
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
};
