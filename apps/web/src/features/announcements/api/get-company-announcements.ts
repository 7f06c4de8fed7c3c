import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type AnnouncementStatus } from '@quorum/shared';
import { graphql, readFragment, request } from '@/lib/graphql';
import { AnnouncementFields } from './announcement-fields';
import { announcementKeys, type AnnouncementView } from './announcement-keys';

const GetCompanyAnnouncements = graphql(
  `
    query GetCompanyAnnouncements(
      $page: Int
      $limit: Int
      $status: AnnouncementStatus
      $deleted: Boolean
    ) {
      getCompanyAnnouncements(page: $page, limit: $limit, status: $status, deleted: $deleted) {
        items {
          ...AnnouncementFields
        }
        meta {
          currentPage
          itemsPerPage
          totalItems
          totalPages
        }
        publishedCount
        draftCount
        deletedCount
      }
    }
  `,
  [AnnouncementFields],
);

const FILTERS: Record<AnnouncementView, { status: AnnouncementStatus | null; deleted: boolean }> = {
  all: { status: null, deleted: false },
  published: { status: 'published', deleted: false },
  drafts: { status: 'draft', deleted: false },
  deleted: { status: null, deleted: true },
};

/**
 * One page of the company's announcements in a view, 5 a page (spec §9), pinned first, then the
 * newest; with the counts the footer and the tabs show, from the same answer. While another page
 * loads, the last one stays on screen.
 */
export function useCompanyAnnouncements(view: AnnouncementView, page: number) {
  return useQuery({
    queryKey: announcementKeys.list(view, page),
    queryFn: async ({ signal }) => {
      const { getCompanyAnnouncements: answer } = await request(
        GetCompanyAnnouncements,
        { page, limit: PAGE_SIZES.announcements, ...FILTERS[view] },
        { signal },
      );
      return {
        ...answer,
        items: answer.items.map((item) => readFragment(AnnouncementFields, item)),
      };
    },
    placeholderData: keepPreviousData,
  });
}

export type AnnouncementPage = NonNullable<ReturnType<typeof useCompanyAnnouncements>['data']>;
