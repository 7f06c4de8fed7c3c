import { useEffect, useState } from 'react';

/**
 * Infinite scroll: returns a ref for a sentinel placed after the last card, and asks for the next
 * page whenever the sentinel is near the viewport. Where IntersectionObserver is missing the list
 * keeps its "Load more" button, which is also the way in for keyboard users.
 */
export function useLoadMoreOnScroll({
  hasMore,
  loading,
  loadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
}) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setVisible(entries.some((entry) => entry.isIntersecting)),
      // Start loading a little before the end is on screen, so scrolling rarely waits.
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  // Also re-runs when a page arrives: if the sentinel is still in view, the next page follows.
  useEffect(() => {
    if (visible && hasMore && !loading) loadMore();
  }, [visible, hasMore, loading, loadMore]);

  return setSentinel;
}
