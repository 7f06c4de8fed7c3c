import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql, subscribe } from '@/lib/graphql';
import { announcementKeys } from '../api/announcement-keys';
import { onAnnouncementSaved } from '../uploads';

const AnnouncementUpdated = graphql(`
  subscription AnnouncementUpdated {
    announcementUpdated {
      announcementId
      kind
    }
  }
`);

/**
 * Keeps the company's announcements fresh while a page shows them: a change by a teammate, an
 * investor's vote (the poll's counts and shares move live) or a save by the upload queue
 * refetches the lists and that announcement. After a dropped connection everything refetches,
 * as events meanwhile were missed.
 */
export function useAnnouncementUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = (announcementId: string) => {
      void queryClient.invalidateQueries({ queryKey: announcementKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: announcementKeys.detail(announcementId) });
    };
    const stopLive = subscribe(
      AnnouncementUpdated,
      {},
      {
        next: ({ announcementUpdated }) => refetch(announcementUpdated.announcementId),
        reconnected: () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
      },
    );
    const stopQueue = onAnnouncementSaved(({ announcementId }) => refetch(announcementId));
    return () => {
      stopLive();
      stopQueue();
    };
  }, [queryClient]);
}
