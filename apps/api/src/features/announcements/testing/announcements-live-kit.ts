import type { Events } from '../../../core/events';
import { watchSubscription } from '../../../testing/live';
import { announcementsTopic, pollResultsTopic } from '../live';
import type { AnnouncementUpdateEvent, PollResultsEvent } from '../live';
import type { PollSeen } from './announcements-test-kit';
import { POLL_FIELDS } from './announcements-test-kit';

export interface AnnouncementUpdateSeen {
  companyId: string;
  announcementId: string;
  kind: string;
  actorId: string | null;
  at: string;
}

const PROBE_ID = 'probe';

/** Someone with the announcements open: every change they hear of, in order. */
export function watchAnnouncements(wsUrl: string, token: string, probes: Events) {
  return watchSubscription<AnnouncementUpdateSeen, [companyId: string]>({
    url: wsUrl,
    token,
    query: 'subscription { announcementUpdated { companyId announcementId kind actorId at } }',
    field: 'announcementUpdated',
    isProbe: (event) => event.announcementId === PROBE_ID,
    sendProbe: (companyId) => {
      const probe: AnnouncementUpdateEvent = {
        companyId,
        announcementId: PROBE_ID,
        kind: 'updated',
        actorId: null,
        at: new Date().toISOString(),
      };
      return probes.publish(announcementsTopic(companyId), probe);
    },
  });
}

/** Someone watching a poll's results live: each new count they receive. */
export function watchPollResults(
  wsUrl: string,
  token: string,
  announcementId: string,
  probes: Events,
) {
  return watchSubscription<PollSeen, [companyId: string]>({
    url: wsUrl,
    token,
    query: `subscription { pollResultsUpdated(announcementId: "${announcementId}") { ${POLL_FIELDS} } }`,
    field: 'pollResultsUpdated',
    isProbe: (event) => event.title === PROBE_ID,
    sendProbe: (companyId) => {
      const now = new Date().toISOString();
      const probe: PollResultsEvent = {
        companyId,
        announcementId,
        title: PROBE_ID,
        multipleChoice: false,
        startsAt: now,
        endsAt: now,
        audienceType: 'all',
        totalVotes: 0,
        options: [],
      };
      return probes.publish(pollResultsTopic(companyId, announcementId), probe);
    },
  });
}
