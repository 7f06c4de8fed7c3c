// Domain events: how one feature's change causes another's effect without the two knowing each
// other. The feature where something happened emits an event inside its transaction; the features
// that care registered a listener at start-up (app.ts). A listener writes in the same transaction
// (so its rows exist only if the change commits) and may return work for after the commit
// (announcing to live clients), which the emitter runs once its transaction has committed.
import type { Db } from '../db/client';

/** A question reached the company's board: from the web form, the app or email. */
export interface QuestionReceived {
  type: 'question.received';
  companyId: string;
  enquiryId: string;
  askerName: string;
  question: string;
}

/** Team members were newly assigned to a question. */
export interface QuestionAssigned {
  type: 'question.assigned';
  companyId: string;
  enquiryId: string;
  userIds: readonly string[];
  actorId: string;
}

/** A team member sent a reply on a question. */
export interface QuestionReplied {
  type: 'question.replied';
  companyId: string;
  enquiryId: string;
  replyId: string;
  actorId: string;
}

/** A question of the board was added to the question registry ("Add to registry"). */
export interface QuestionAddedToRegistry {
  type: 'question.added-to-registry';
  companyId: string;
  enquiryId: string;
  actorId: string;
}

/** A stock alert's condition came to hold (issue 19): it fires once until it stops holding. */
export interface StockAlertFired {
  type: 'stock-alert.fired';
  companyId: string;
  alertId: string;
  symbol: string;
  title: string;
  message: string;
}

/** An announcement was published: a price-sensitive one links the questions that followed it. */
export interface AnnouncementPublished {
  type: 'announcement.published';
  companyId: string;
  announcementId: string;
}

export type DomainEvent =
  | QuestionReceived
  | QuestionAssigned
  | QuestionReplied
  | QuestionAddedToRegistry
  | StockAlertFired
  | AnnouncementPublished;

export type DomainEventType = DomainEvent['type'];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Work a listener leaves for after the commit: telling live clients what is now true. */
export type AfterCommit = () => Promise<void>;

export type Listener<T extends DomainEventType> = (
  tx: Db,
  event: EventOf<T>,
) => Promise<AfterCommit | void>;

type AnyListener = (tx: Db, event: DomainEvent) => Promise<AfterCommit | void>;

export class DomainEvents {
  private readonly listeners = new Map<DomainEventType, AnyListener[]>();

  on<T extends DomainEventType>(type: T, listener: Listener<T>): void {
    // Stored by type, so a listener only ever receives the events of the type it registered for.
    const stored = listener as unknown as AnyListener;
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), stored]);
  }

  /**
   * Runs every listener of the event in the caller's transaction, in the order they registered;
   * a listener that throws rolls the whole change back. Answers the work to run after the commit.
   */
  async emit<T extends DomainEventType>(tx: Db, event: EventOf<T>): Promise<AfterCommit> {
    const after: AfterCommit[] = [];
    for (const listener of this.listeners.get(event.type) ?? []) {
      const work = await listener(tx, event);
      if (work) after.push(work);
    }
    return async () => {
      for (const work of after) await work();
    };
  }
}
