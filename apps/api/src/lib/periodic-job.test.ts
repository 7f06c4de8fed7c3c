import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from './periodic-job';

const INTERVAL_MS = 1_000;

function quietLog() {
  return { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
}

/** A tick the test finishes by hand, to see what the job does while one is under way. */
function controlledTick() {
  const finishers: (() => void)[] = [];
  const tick = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { tick, finish: () => finishers.shift()?.() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a periodic job', () => {
  it('runs its tick once an interval has passed, and again after each', async () => {
    const tick = vi.fn(async () => undefined);
    const job = startPeriodicJob({ name: 'test', intervalMs: INTERVAL_MS, tick, log: quietLog() });
    expect(tick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(tick).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('starts sooner when asked to, then keeps its interval', async () => {
    const tick = vi.fn(async () => undefined);
    const job = startPeriodicJob({
      name: 'test',
      intervalMs: INTERVAL_MS,
      firstTickMs: 10,
      tick,
      log: quietLog(),
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(tick).toHaveBeenCalledTimes(1);
    await job.stop();
  });

  it('never runs two ticks at once: the next waits for the slow one to end', async () => {
    const { tick, finish } = controlledTick();
    const job = startPeriodicJob({ name: 'test', intervalMs: INTERVAL_MS, tick, log: quietLog() });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 5);
    expect(tick).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(tick).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
  });

  it('logs a failed tick and keeps going', async () => {
    const log = quietLog();
    const tick = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
    const job = startPeriodicJob({ name: 'sweep', intervalMs: INTERVAL_MS, tick, log });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'sweep', err: expect.any(Error) }),
      'periodic job failed',
    );
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    expect(tick).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('waits on stop for the tick under way, and starts no other', async () => {
    const { tick, finish } = controlledTick();
    const job = startPeriodicJob({ name: 'test', intervalMs: INTERVAL_MS, tick, log: quietLog() });
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 3);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
