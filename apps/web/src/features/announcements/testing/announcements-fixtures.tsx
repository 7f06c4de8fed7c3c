import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, fakePage, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import type { Announcement } from '../api/announcement-fields';
import { AnnouncementPage } from '../routes/announcement-page';
import { AnnouncementsPage } from '../routes/announcements-page';

/** An announcement as the API answers it; a published one with words only unless told. */
export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  const id = overrides.announcementId ?? overrides._id ?? 'announcement-1';
  return {
    announcementType: 'announcement',
    title: 'Half-year results',
    body: 'Revenue rose 12% on the half.',
    status: 'published',
    publishedDate: '2026-02-20T00:00:00.000Z',
    isPinned: false,
    starred: false,
    deleted: false,
    deletedAt: null,
    createdAt: '2026-02-19T23:00:00.000Z',
    updatedAt: '2026-02-20T00:00:00.000Z',
    author: { _id: 'user-1', firstName: 'Jane', lastName: 'Citizen' },
    media: null,
    attachment: null,
    attachmentUrl: null,
    attachmentName: null,
    attachmentType: null,
    attachmentSize: null,
    attachmentDuration: null,
    attachmentTotalPages: null,
    attachmentThumbnail: null,
    attachmentThumbnailUrl: null,
    fromAsx: false,
    asxCode: null,
    priceSensitive: false,
    releasedAt: null,
    totalViews: 0,
    uniqueViewers: 0,
    questionsAsked: 0,
    seenPercentage: null,
    poll: null,
    ...overrides,
    _id: id,
    announcementId: id,
  } as Announcement;
}

/** A PDF of 24 pages, as the server describes one it read. */
export const pdfAnnouncement = makeAnnouncement({
  announcementId: 'pdf-1',
  title: 'Investor presentation',
  media: 'pdf',
  attachment: 'stored/presentation.pdf',
  attachmentUrl: '/files/stored/presentation.pdf?expires=1&signature=abc',
  attachmentName: 'presentation.pdf',
  attachmentType: 'application/pdf',
  attachmentSize: 2_400_000,
  attachmentTotalPages: 24,
  attachmentThumbnailUrl: '/files/stored/presentation-thumb.jpg?expires=1&signature=abc',
  totalViews: 130,
  uniqueViewers: 88,
  questionsAsked: 4,
});

/** A video of 4 minutes 5 seconds. */
export const videoAnnouncement = makeAnnouncement({
  announcementId: 'video-1',
  title: 'Managing Director’s address',
  media: 'video',
  attachment: 'stored/address.mp4',
  attachmentUrl: '/files/stored/address.mp4?expires=1&signature=abc',
  attachmentName: 'address.mp4',
  attachmentType: 'video/mp4',
  attachmentSize: 31_457_280,
  attachmentDuration: 245,
});

/**
 * A price-sensitive release imported from the ASX, as the import leaves it: a draft of the
 * exchange's title and PDF, with no words and no author.
 */
export const asxDraft = makeAnnouncement({
  announcementId: 'asx-1',
  title: 'Half Year Results and Investor Presentation',
  body: '',
  status: 'draft',
  publishedDate: null,
  author: null,
  media: 'pdf',
  attachment: 'stored/acm-half-year.pdf',
  attachmentUrl: '/files/stored/acm-half-year.pdf?expires=1&signature=abc',
  attachmentName: 'ACM 2026-02-24 Half Year Results and Investor Presentation.pdf',
  attachmentType: 'application/pdf',
  attachmentSize: 1_200_000,
  attachmentTotalPages: 8,
  fromAsx: true,
  asxCode: 'ACM',
  priceSensitive: true,
  releasedAt: '2026-02-23T22:30:00.000Z',
});

/** A poll standing alone, open, with 3 options and 10 ballots. */
export const pollAnnouncement = makeAnnouncement({
  announcementId: 'poll-1',
  announcementType: 'poll',
  title: 'Which meeting format do you prefer?',
  body: '',
  poll: {
    title: 'Which meeting format do you prefer?',
    multipleChoice: false,
    endsAt: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
    remainingPollTime: 3 * 24 * 3600,
    totalVotes: 10,
    options: [
      { id: 'o1', option: 'In person', voteCount: 6, share: 60 },
      { id: 'o2', option: 'Online', voteCount: 3, share: 30 },
      { id: 'o3', option: 'Both', voteCount: 1, share: 10 },
    ],
  },
});

export interface Counts {
  publishedCount: number;
  draftCount: number;
  deletedCount: number;
}

/** One page of `all` as getCompanyAnnouncements answers it, with the footer's counts. */
export const announcementsAnswer = (
  all: readonly Announcement[],
  variables: Record<string, unknown>,
  counts: Counts,
) => ({ data: { getCompanyAnnouncements: { ...fakePage(all, variables), ...counts } } });

type Handlers = Parameters<typeof fakeGraphQL>[0];

function signInAs(access: 'full' | 'view', handlers: Handlers) {
  storeSignIn(makeSignIn());
  return fakeGraphQL({
    GetCompanyDetail: () => ({
      data: {
        getCompanyDetail: makeCompanyDetail({ role: access === 'full' ? 'admin' : 'viewer' }),
      },
    }),
    ...handlers,
  });
}

const withToasts = (page: React.ReactNode) => (
  <>
    <Notifications />
    {page}
  </>
);

/** The list page as a member with full access ('full') or a viewer ('view') sees it. */
export function renderAnnouncementsPage({
  access = 'full',
  handlers = {},
  path = '/dashboard/announcements',
}: { access?: 'full' | 'view'; handlers?: Handlers; path?: string } = {}) {
  const api = signInAs(access, handlers);
  const { router } = renderRoutes(
    [
      { path: '/dashboard/announcements', element: withToasts(<AnnouncementsPage />) },
      { path: '/dashboard/announcements/:id', element: <p>Announcement page</p> },
    ],
    path,
  );
  return { ...api, router, user: userEvent.setup({ applyAccept: false }) };
}

/** One announcement's page, answered by `announcement` (null: not found). */
export function renderAnnouncementPage({
  announcement,
  access = 'full',
  handlers = {},
  path,
}: {
  announcement: Announcement | null;
  access?: 'full' | 'view';
  handlers?: Handlers;
  path?: string;
}) {
  const api = signInAs(access, {
    GetCompanyAnnouncement: () => ({ data: { getCompanyAnnouncement: announcement } }),
    ...handlers,
  });
  const { router } = renderRoutes(
    [
      { path: '/dashboard/announcements', element: withToasts(<p>Announcements list</p>) },
      { path: '/dashboard/announcements/:id', element: withToasts(<AnnouncementPage />) },
    ],
    path ?? `/dashboard/announcements/${announcement?.announcementId ?? 'missing'}`,
  );
  return { ...api, router, user: userEvent.setup({ applyAccept: false }) };
}

/** The variables of every call to `operation`, in order. */
export const sentTo = (
  calls: { operation: string; variables: Record<string, unknown> }[],
  operation: string,
) => calls.filter((call) => call.operation === operation).map((call) => call.variables);
