/**
 * Gathers what callers ask within one turn of the event loop and answers them all with one call
 * (one SQL statement, one round trip). A batch of `max` goes at once; the rest wait for the turn's
 * end. Each caller gets the answer at its own position, or the call's error.
 */
export class TurnBatch<Ask, Answer> {
  private waiting: {
    ask: Ask;
    settle: (answer: Answer) => void;
    fail: (error: unknown) => void;
  }[] = [];
  private flushScheduled = false;

  constructor(
    /** Answers every ask, in the same order. */
    private readonly run: (asks: Ask[]) => Promise<Answer[]>,
    private readonly max: number,
  ) {}

  load(ask: Ask): Promise<Answer> {
    return new Promise((settle, fail) => {
      this.waiting.push({ ask, settle, fail });
      if (this.waiting.length >= this.max) this.flush();
      else if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    this.run(batch.map((w) => w.ask)).then(
      (answers) => batch.forEach((w, index) => w.settle(answers[index]!)),
      (error: unknown) => batch.forEach((w) => w.fail(error)),
    );
  }
}
