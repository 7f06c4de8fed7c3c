// What the announcements' tests share: the operations, a team, stored files made as an upload
// would leave them (with the facts read from their bytes), and reading what is stored.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FilePurpose } from '@quorum/shared';
import type { MediaFacts } from '../../../db/schema';
import { announcements, storedFiles } from '../../../db/schema';
import { storageFrom } from '../../../lib/storage';
import { addMember, makeCompany, makeUser, signIn } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import type { TestApp } from '../../../testing/test-app';

export const POLL_FIELDS = `announcementId title multipleChoice endsAt remainingPollTime durationDays
  durationHours durationMinutes audienceType totalVotes options { id option voteCount share }`;

export const FIELDS = `_id announcementId companyId announcementType title body status publishedDate
  isPinned starred deleted deletedAt createdAt updatedAt userId author { _id firstName lastName }
  media attachment attachmentUrl attachmentName attachmentType attachmentSize attachmentDuration
  attachmentTotalPages attachmentThumbnail attachmentThumbnailUrl fromAsx asxCode totalViews
  uniqueViewers questionsAsked seenPercentage poll { ${POLL_FIELDS} }`;

export const LIST = `query($page: Int, $limit: Int, $status: AnnouncementStatus, $deleted: Boolean, $c: ID) {
  getCompanyAnnouncements(page: $page, limit: $limit, status: $status, deleted: $deleted, companyId: $c) {
    items { ${FIELDS} }
    meta { currentPage itemsPerPage totalItems totalPages }
    publishedCount draftCount deletedCount
  }
}`;
export const GET = `query($id: ID!) { getCompanyAnnouncement(announcementId: $id) { ${FIELDS} } }`;
export const DRAFTS = '{ getDraftAnnouncementCount }';
export const CREATE = `mutation($i: AnnouncementInput!) { createAnnouncement(announcementInput: $i) { ${FIELDS} } }`;
export const UPDATE = `mutation($i: AnnouncementInput!) { updateAnnouncement(announcementInput: $i) { ${FIELDS} } }`;
export const STAR = `mutation($id: ID!, $s: Boolean) { starAnnouncement(announcementId: $id, starred: $s) { ${FIELDS} } }`;
export const PIN = `mutation($id: ID!, $p: Boolean) { pinAnnouncement(announcementId: $id, isPinned: $p) { ${FIELDS} } }`;
export const SOFT_DELETE = `mutation($id: ID!) { softDeleteAnnouncement(announcementId: $id) { ${FIELDS} } }`;
export const RESTORE = `mutation($id: ID!) { restoreAnnouncement(announcementId: $id) { ${FIELDS} } }`;
export const DELETE = 'mutation($id: ID!) { deleteAnnouncement(announcementId: $id) { message } }';
export const CREATE_POLL = `mutation($p: PollInput!, $id: ID, $s: AnnouncementStatus) {
  createPoll(pollInput: $p, announcementId: $id, status: $s) { ${FIELDS} }
}`;
export const UPDATE_POLL = `mutation($id: ID!, $p: PollInput!) { updatePoll(announcementId: $id, pollInput: $p) { ${FIELDS} } }`;
export const VOTES = `query($id: ID!, $page: Int, $limit: Int) {
  getCompanyAnnouncement(announcementId: $id) {
    poll { userVotes(page: $page, limit: $limit) { firstName lastName choosenOption investorType createdAt } }
  }
}`;

export interface PollSeen {
  announcementId: string;
  title: string;
  multipleChoice: boolean;
  endsAt: string;
  remainingPollTime: number;
  durationDays: number;
  durationHours: number;
  durationMinutes: number;
  audienceType: string;
  totalVotes: number;
  options: { id: string; option: string; voteCount: number; share: number }[];
}

export interface Announcement {
  _id: string;
  announcementId: string;
  companyId: string;
  announcementType: 'announcement' | 'poll';
  title: string;
  body: string;
  status: 'draft' | 'published';
  publishedDate: string | null;
  isPinned: boolean;
  starred: boolean;
  deleted: boolean;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
  userId: string | null;
  author: { _id: string; firstName: string; lastName: string } | null;
  media: string | null;
  attachment: string | null;
  attachmentUrl: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  attachmentDuration: number | null;
  attachmentTotalPages: number | null;
  attachmentThumbnail: string | null;
  attachmentThumbnailUrl: string | null;
  fromAsx: boolean;
  asxCode: string | null;
  totalViews: number;
  uniqueViewers: number;
  questionsAsked: number;
  seenPercentage: number | null;
  poll: PollSeen | null;
}

export interface AnnouncementList {
  items: Announcement[];
  meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
  publishedCount: number;
  draftCount: number;
  deletedCount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** An ISO time this many days from now (negative: ago). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const quarterly = {
  title: 'Quarterly Activities Report – September Quarter',
  body: 'Drilling at Red Hill extended the mineralised zone 400 metres to the north.',
};

export const agmPoll = (options = ['Perth', 'Online', 'Both']) => ({
  title: 'Where should this year’s AGM be held?',
  options,
  endsAt: daysFromNow(7),
});

/** A stored file as an upload leaves it: bytes in storage, and its row with the facts read. */
export interface StoredFileSpec {
  purpose?: FilePurpose;
  contentType: string;
  name: string;
  sizeBytes?: number;
  facts?: MediaFacts;
}

/** The helpers, bound to the test file's app. */
export function announcementsKit(t: TestApp) {
  const storage = () => storageFrom(t.config);

  /** A company with its admin, a member, a viewer and a custom member without grants. */
  async function makeTeam(plan: 'freemium' | 'premium' = 'premium') {
    const db = t.database.db;
    const admin = await makeUser(db);
    const company = await makeCompany(db, admin.id, { plan });
    const people = {
      member: await makeUser(db),
      viewer: await makeUser(db),
      none: await makeUser(db),
    };
    await addMember(db, company.id, people.member.id, 'member');
    await addMember(db, company.id, people.viewer.id, 'viewer');
    await addMember(db, company.id, people.none.id, 'custom');
    const token = async (person: { email: string; password: string }) =>
      (await signIn(t, person.email, person.password)).accessToken;
    return {
      companyId: company.id,
      adminId: admin.id,
      admin: await token(admin),
      member: await token(people.member),
      viewer: await token(people.viewer),
      customNone: await token(people.none),
    };
  }

  /** Stores a file for the team's company as the upload routes would; answers its key. */
  async function storeFile(team: { companyId: string; adminId: string }, spec: StoredFileSpec) {
    const bytes = Buffer.from(`${spec.name} ${randomUUID()}`);
    const key = `${randomUUID()}.${spec.name.split('.').pop()}`;
    await storage().put(key, bytes);
    await t.database.db.insert(storedFiles).values({
      key,
      companyId: team.companyId,
      uploadedBy: team.adminId,
      purpose: spec.purpose ?? 'announcement-media',
      contentType: spec.contentType,
      sizeBytes: spec.sizeBytes ?? bytes.length,
      originalName: spec.name,
      facts: spec.facts ?? null,
    });
    return key;
  }

  /** Whether the bytes and the row of a stored file are still there. */
  async function fileKept(key: string) {
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    return { row: row !== undefined, bytes: (await storage().stat(key)) !== undefined };
  }

  function stored(companyId: string) {
    return t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.companyId, companyId))
      .orderBy(asc(announcements.createdAt), asc(announcements.id));
  }

  const create = (token: string, input: Record<string, unknown>) =>
    gql<{ createAnnouncement: Announcement }>(t.app, CREATE, { i: input }, token);
  const update = (token: string, input: Record<string, unknown>) =>
    gql<{ updateAnnouncement: Announcement }>(t.app, UPDATE, { i: input }, token);
  const list = (token: string, variables: Record<string, unknown> = {}) =>
    gql<{ getCompanyAnnouncements: AnnouncementList }>(t.app, LIST, variables, token);
  const get = (token: string, id: string) =>
    gql<{ getCompanyAnnouncement: Announcement }>(t.app, GET, { id }, token);
  const createPoll = (token: string, variables: Record<string, unknown>) =>
    gql<{ createPoll: Announcement }>(t.app, CREATE_POLL, variables, token);
  const updatePoll = (token: string, id: string, poll: Record<string, unknown>) =>
    gql<{ updatePoll: Announcement }>(t.app, UPDATE_POLL, { id, p: poll }, token);

  /** Creates an announcement and answers it, failing the test if it was refused. */
  async function made(token: string, input: Record<string, unknown>) {
    const response = await create(token, input);
    if (response.error) throw new Error(`createAnnouncement refused: ${response.error.message}`);
    return response.data!.createAnnouncement;
  }

  /** An investor's view of a published announcement through the public route. */
  const view = (id: string, options: { cookie?: string; investorId?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/public/announcements/${id}${options.investorId ? `?investorId=${options.investorId}` : ''}`,
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });

  /** An investor's vote through the public route. */
  const vote = (id: string, body: Record<string, unknown>, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/public/polls/${id}/votes`,
      payload: body,
      ...(ip ? { remoteAddress: ip } : {}),
    });

  return {
    makeTeam,
    storeFile,
    fileKept,
    stored,
    create,
    update,
    list,
    get,
    createPoll,
    updatePoll,
    made,
    view,
    vote,
  };
}

export type Team = Awaited<ReturnType<ReturnType<typeof announcementsKit>['makeTeam']>>;
