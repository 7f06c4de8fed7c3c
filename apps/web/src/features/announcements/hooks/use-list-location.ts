import { useSearchParams } from 'react-router';
import type { AnnouncementView } from '../api/announcement-keys';
import { ANNOUNCEMENT_VIEWS } from '../components/list/announcement-views';

/**
 * The list's view and page, kept in the address (?view=drafts&page=2) so Back, a reload and a
 * shared link show the same page. Changing the view starts at its first page.
 */
export function useListLocation() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view = ANNOUNCEMENT_VIEWS.find((v) => v === asked) ?? 'all';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const go = (next: { view: AnnouncementView; page: number }, replace = false) =>
    setParams(
      {
        ...(next.view === 'all' ? {} : { view: next.view }),
        ...(next.page === 1 ? {} : { page: String(next.page) }),
      },
      { replace },
    );
  return {
    view,
    page,
    setView: (next: AnnouncementView) => go({ view: next, page: 1 }),
    setPage: (next: number) => go({ view, page: next }),
    /** A page that no longer exists (emptied by a delete) gives way to `next`, without a history entry. */
    replacePage: (next: number) => go({ view, page: next }, true),
  };
}
