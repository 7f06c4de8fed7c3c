import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql, subscribe } from '@/lib/graphql';
import { invalidateBoard } from '../api/board-cache';
import { boardKeys } from '../api/board-keys';

const BoardUpdated = graphql(`
  subscription BoardUpdated {
    boardUpdated {
      kind
      enquiryIds
      boardStatus
    }
  }
`);

/**
 * The live board (spec §4): a change made in another browser (a move, a new question from the web
 * form, a reply) refetches the loaded columns and the changed cards' details, so it shows within a
 * second without a reload. After a dropped connection everything refetches, as events were missed.
 */
export function useBoardUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe(
        BoardUpdated,
        {},
        {
          next: ({ boardUpdated }) => {
            void invalidateBoard(queryClient, boardUpdated.enquiryIds);
            if (boardUpdated.kind === 'categories')
              void queryClient.invalidateQueries({ queryKey: boardKeys.categories() });
          },
          reconnected: () => void queryClient.invalidateQueries({ queryKey: boardKeys.all }),
        },
      ),
    [queryClient],
  );
}
