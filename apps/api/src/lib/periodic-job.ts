import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** No tick starts after this; resolves once a tick under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, never two at once: the next wait starts when a tick ends, so a
 * slow tick delays the next instead of piling up behind it. A failed tick is logged and the
 * schedule goes on. Work that must happen once across processes is the tick's business (an
 * UPDATE … RETURNING or SKIP LOCKED claim), not the timer's.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  /** Wait before the first tick, when it should not wait a whole interval (a process restarted often). */
  firstTickMs?: number;
  tick: () => Promise<unknown>;
  log: FastifyBaseLogger;
}): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      await options.tick();
    } catch (error) {
      options.log.error({ err: error, job: options.name }, 'periodic job failed');
    }
  };
  const schedule = (waitMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().then(() => schedule(options.intervalMs));
    }, waitMs);
  };
  schedule(options.firstTickMs ?? options.intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
