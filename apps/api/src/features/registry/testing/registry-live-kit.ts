import { appEvents, watchSubscription } from '../../../testing/live';
import type { TestApp } from '../../../testing/test-app';
import { lockTopic } from '../locks';
import { LOCK_UPDATED } from './registry-test-kit';

export interface LockSeen {
  questionRegistryId: string;
  lockedBy: { _id: string; firstName: string } | null;
  lockedUntil: string | null;
}

const PROBE_ID = 'probe';

/**
 * Someone watching the registry's locks: every event they receive, in order, and the refusal if
 * the server refused them. `ready(companyId)` returns once the server is delivering their events.
 */
export function watchLocks(t: TestApp, url: string, authorization: string | undefined) {
  return watchSubscription<LockSeen, [companyId: string]>({
    url,
    token: authorization,
    query: LOCK_UPDATED,
    field: 'questionRegistryLockUpdated',
    isProbe: (event) => event.questionRegistryId === PROBE_ID,
    sendProbe: (companyId) =>
      appEvents(t).publish(lockTopic(companyId), {
        questionRegistryId: PROBE_ID,
        lockedBy: null,
        lockedUntil: null,
      }),
  });
}
