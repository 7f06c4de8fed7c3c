/** How the list is cut: everything not deleted, one status, or the Deleted tab. */
export type AnnouncementView = 'all' | 'published' | 'drafts' | 'deleted';

/** Query keys of announcements, owned here; a change invalidates `all` (lists, counts and pages). */
export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (view: AnnouncementView, page: number) =>
    [...announcementKeys.lists(), view, page] as const,
  detail: (announcementId: string) => [...announcementKeys.all, 'detail', announcementId] as const,
};
