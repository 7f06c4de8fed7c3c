// The market's two periodic jobs (issue 19), started by the app that serves the subscribers they
// feed (main.ts asks for them; tests run a tick themselves): the tick, every MARKET_TICK_MS, and
// the ASX announcements' import, every five minutes.
import type { Deps } from '../../deps';
import { startPeriodicJob } from '../../lib/periodic-job';
import type { PeriodicJob } from '../../lib/periodic-job';
import { ANNOUNCEMENT_IMPORT_INTERVAL_MS, importAllReleases } from './asx-announcements';
import { runMarketTick } from './ticker';

/** A process restarted often still imports soon after it starts, not five minutes later. */
const FIRST_IMPORT_MS = 10_000;

export function startMarketJobs(deps: Deps): PeriodicJob[] {
  return [
    startPeriodicJob({
      name: 'market-ticker',
      intervalMs: deps.market.tickMs,
      tick: () => runMarketTick(deps),
      log: deps.log,
    }),
    startPeriodicJob({
      name: 'asx-announcements',
      intervalMs: ANNOUNCEMENT_IMPORT_INTERVAL_MS,
      firstTickMs: FIRST_IMPORT_MS,
      tick: () => importAllReleases(deps),
      log: deps.log,
    }),
  ];
}
