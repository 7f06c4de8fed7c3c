import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TIMING } from '@quorum/shared';
import { boardKeys } from '@/features/board/api/board-keys';
import { useAfterDelay } from '@/features/notifications/hooks/use-after-delay';
import { graphql, request, subscribe } from '@/lib/graphql';

const GetTotalUnreadQuestions = graphql(`
  query GetTotalUnreadQuestions {
    getTotalUnreadQuestions
  }
`);

const BoardChanged = graphql(`
  subscription BoardChangedForUnreadCount {
    boardUpdated {
      kind
    }
  }
`);

/**
 * The Questions menu chip: how many questions the member has not opened since the investor last
 * wrote. Asked for once the page has settled (spec: after TIMING.unreadCountDelayMs) and again
 * whenever the company's board changes. Mounted only for members who can see the board.
 */
export function useUnreadQuestions(): number {
  const queryClient = useQueryClient();
  const started = useAfterDelay(TIMING.unreadCountDelayMs);
  const unread = useQuery({
    queryKey: boardKeys.unread(),
    queryFn: async ({ signal }) =>
      (await request(GetTotalUnreadQuestions, {}, { signal })).getTotalUnreadQuestions,
    enabled: started,
  });
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: boardKeys.unread() });
    return subscribe(BoardChanged, {}, { next: refetch, reconnected: refetch });
  }, [queryClient]);
  return unread.data ?? 0;
}
