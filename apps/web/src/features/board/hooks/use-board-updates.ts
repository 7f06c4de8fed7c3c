import { useQueryClient } from '@tanstack/react-query';
import { invalidateBoard } from '../api/board-cache';
import { boardKeys } from '../api/board-keys';
import { useBoardEvents } from './use-board-events';

/**
 * The live board (spec §4): a change made in another browser (a move, a new question from the web
 * form, a reply) refetches the loaded columns and the changed cards' details, so it shows within a
 * second without a reload. After a dropped connection everything refetches, as events were missed.
 */
export function useBoardUpdates() {
  const queryClient = useQueryClient();
  useBoardEvents({
    next: (event) => {
      void invalidateBoard(queryClient, event.enquiryIds);
      if (event.kind === 'categories')
        void queryClient.invalidateQueries({ queryKey: boardKeys.categories() });
    },
    reconnected: () => void queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}
