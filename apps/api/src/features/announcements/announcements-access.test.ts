import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  CREATE,
  CREATE_POLL,
  DELETE,
  GET,
  LIST,
  PIN,
  RESTORE,
  SOFT_DELETE,
  STAR,
  UPDATE,
  UPDATE_POLL,
  agmPoll,
  announcementsKit,
  quarterly,
} from './testing/announcements-test-kit';
import type { Announcement, Team } from './testing/announcements-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const { makeTeam, stored, made } = announcementsKit(t);

let ours: Team;
let theirs: Team;
let announcement: Announcement;
beforeAll(async () => {
  ours = await makeTeam();
  theirs = await makeTeam();
  announcement = await made(ours.admin, { ...quarterly, poll: agmPoll() });
});

/** Every change, aimed at the announcement `id`. */
const changes = (id: string): [string, string, Record<string, unknown>][] => [
  ['update it', UPDATE, { i: { announcementId: id, title: 'Changed' } }],
  ['star it', STAR, { id, s: true }],
  ['pin it', PIN, { id, p: true }],
  ['move it to Deleted', SOFT_DELETE, { id }],
  ['restore it', RESTORE, { id }],
  ['delete it for good', DELETE, { id }],
  ['add a poll to it', CREATE_POLL, { id, p: agmPoll() }],
  ['change its poll', UPDATE_POLL, { id, p: agmPoll() }],
];

describe('who may read and change announcements', () => {
  it('lets a viewer read them', async () => {
    const listed = await gql<{ getCompanyAnnouncements: { items: { _id: string }[] } }>(
      t.app,
      LIST,
      {},
      ours.viewer,
    );
    expect(listed.data!.getCompanyAnnouncements.items.map((a) => a._id)).toContain(
      announcement._id,
    );
    const read = await gql(t.app, GET, { id: announcement._id }, ours.viewer);
    expect(read.error).toBeUndefined();
  });

  it('refuses a viewer creating, pinning or deleting, and writes nothing', async () => {
    const before = await stored(ours.companyId);
    const create = await gql(t.app, CREATE, { i: quarterly }, ours.viewer);
    expect(create.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
    const poll = await gql(t.app, CREATE_POLL, { p: agmPoll() }, ours.viewer);
    expect(poll.error?.code).toBe('FORBIDDEN');
    for (const [, document, variables] of changes(announcement._id)) {
      const response = await gql(t.app, document, variables, ours.viewer);
      expect(response.error?.code).toBe('FORBIDDEN');
    }
    expect(await stored(ours.companyId)).toEqual(before);
  });

  it('refuses a custom role without the announcements area even reading', async () => {
    const listed = await gql(t.app, LIST, {}, ours.customNone);
    expect(listed.error?.code).toBe('FORBIDDEN');
  });

  it('lets a member (full access by role) change them', async () => {
    const response = await gql<{ pinAnnouncement: Announcement }>(
      t.app,
      PIN,
      { id: announcement._id, p: true },
      ours.member,
    );
    expect(response.data!.pinAnnouncement.isPinned).toBe(true);
  });

  it('works on the free plan: custom announcements and polls are in Essentials', async () => {
    const free = await makeTeam('freemium');
    const created = await made(free.admin, { ...quarterly, status: 'published', poll: agmPoll() });
    expect(created.poll).not.toBeNull();
    const starred = await gql(t.app, STAR, { id: created._id }, free.admin);
    expect(starred.error).toBeUndefined();
  });
});

describe('another company’s announcements', () => {
  it('answer not found to its admin, whatever the call, and nothing changes', async () => {
    const before = await stored(ours.companyId);
    const read = await gql(t.app, GET, { id: announcement._id }, theirs.admin);
    expect(read.error).toEqual({ code: 'NOT_FOUND', message: messages.announcements.notFound });
    for (const [change, document, variables] of changes(announcement._id)) {
      const response = await gql(t.app, document, variables, theirs.admin);
      expect([change, response.error?.code]).toEqual([change, 'NOT_FOUND']);
    }
    expect(await stored(ours.companyId)).toEqual(before);
  });
});
