import { useQuery } from '@tanstack/react-query';
import { graphql, readFragment, request } from '@/lib/graphql';
import { AnnouncementFields } from './announcement-fields';
import { announcementKeys } from './announcement-keys';

const GetCompanyAnnouncement = graphql(
  `
    query GetCompanyAnnouncement($announcementId: ID!) {
      getCompanyAnnouncement(announcementId: $announcementId) {
        ...AnnouncementFields
      }
    }
  `,
  [AnnouncementFields],
);

/** One announcement of the company, with signed links to its attachment; null when there is none. */
export function useCompanyAnnouncement(announcementId: string) {
  return useQuery({
    queryKey: announcementKeys.detail(announcementId),
    queryFn: async ({ signal }) => {
      const { getCompanyAnnouncement } = await request(
        GetCompanyAnnouncement,
        { announcementId },
        { signal },
      );
      return getCompanyAnnouncement
        ? readFragment(AnnouncementFields, getCompanyAnnouncement)
        : null;
    },
  });
}
