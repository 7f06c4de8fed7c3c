import type { Events } from '../../../core/events';
import { watchSubscription } from '../../../testing/live';
import { boardTopic } from '../live';
import type { BoardUpdateEvent } from '../live';

export const BOARD_UPDATED = `subscription {
  boardUpdated { companyId kind enquiryIds boardStatus actorId at }
}`;

export interface BoardUpdateSeen {
  companyId: string;
  kind: string;
  enquiryIds: string[];
  boardStatus: string | null;
  actorId: string | null;
  at: string;
}

const PROBE_ID = 'probe';

/**
 * Someone with the board open: every board change they receive, in order, and the refusal if the
 * server refused them. `ready(companyId)` returns once the server is delivering their company's
 * events; `probes` publishes the probes (the test app's own emitter, or Redis across processes).
 */
export function watchBoard(wsUrl: string, token: string, probes: Events) {
  return watchSubscription<BoardUpdateSeen, [companyId: string]>({
    url: wsUrl,
    token,
    query: BOARD_UPDATED,
    field: 'boardUpdated',
    isProbe: (event) => event.enquiryIds.includes(PROBE_ID),
    sendProbe: (companyId) => {
      const probe: BoardUpdateEvent = {
        companyId,
        kind: 'updated',
        enquiryIds: [PROBE_ID],
        boardStatus: null,
        actorId: null,
        at: new Date().toISOString(),
      };
      return probes.publish(boardTopic(companyId), probe);
    },
  });
}
