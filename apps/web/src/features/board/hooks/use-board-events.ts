import { useEffect, useRef } from 'react';
import { graphql, subscribe, type ResultOf } from '@/lib/graphql';

const BoardUpdated = graphql(`
  subscription BoardUpdated {
    boardUpdated {
      kind
      enquiryIds
      boardStatus
    }
  }
`);

export type BoardEvent = ResultOf<typeof BoardUpdated>['boardUpdated'];

/**
 * The company's live board events (spec §4): a move, a new question from the web form, a reply.
 * `reconnected` runs after a dropped connection, when events may have been missed. The handlers
 * may change between renders without restarting the subscription.
 */
export function useBoardEvents(
  handlers: { next: (event: BoardEvent) => void; reconnected: () => void },
  enabled = true,
) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    // A member who cannot view the board would be refused: they do not subscribe.
    if (!enabled) return;
    return subscribe(
      BoardUpdated,
      {},
      {
        next: ({ boardUpdated }) => latest.current.next(boardUpdated),
        reconnected: () => latest.current.reconnected(),
      },
    );
  }, [enabled]);
}
