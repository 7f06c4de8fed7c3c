import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { BackgroundWork } from './background-work';

const quietLog = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('background work', () => {
  it('is settled only once every task, and any task a task started, has finished', async () => {
    const work = new BackgroundWork(quietLog());
    const done: string[] = [];
    work.run('outer', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      work.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('inner');
      });
      done.push('outer');
    });
    await work.settled();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failed task under its name instead of throwing it at anyone', async () => {
    const log = quietLog();
    const work = new BackgroundWork(log);
    work.run('reset link', () => Promise.reject(new Error('database went away')));
    await expect(work.settled()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ work: 'reset link' }),
      'background work failed',
    );
  });
});
