import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for: its answer must not depend on it (so the answer
 * cannot reveal what the work found, as with a reset link written only for a known email). A
 * failure is logged, never thrown at a caller who has long been answered; closing the server
 * waits for what is under way, so nothing is cut off half-written.
 */
export class BackgroundWork {
  private readonly underWay = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const running = task().then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error, work: name }, 'background work failed'),
    );
    this.underWay.add(running);
    void running.finally(() => this.underWay.delete(running));
  }

  /** Resolves once everything started so far has finished, including work it started. */
  async settled(): Promise<void> {
    while (this.underWay.size > 0) await Promise.all([...this.underWay]);
  }
}
