// The notifications other features' changes cause (see core/domain-events.ts): written in the
// transaction of the change, published to the members' bells once it commits.
import type { Deps } from '../../deps';
import type { AfterCommit } from '../../core/domain-events';
import {
  notifyAssigned,
  notifyQuestionReceived,
  notifyReplied,
  notifyStockAlert,
  publishNotifications,
} from './notify';
import type { PendingNotifications } from './notify';

export function listenForNotifications(deps: Deps) {
  const publishing = (pending: PendingNotifications): AfterCommit | undefined =>
    pending.length > 0 ? () => publishNotifications(deps, pending) : undefined;
  deps.domainEvents.on('question.received', async (tx, event) =>
    publishing(await notifyQuestionReceived(deps, tx, event)),
  );
  deps.domainEvents.on('question.assigned', async (tx, event) =>
    publishing(await notifyAssigned(deps, tx, event)),
  );
  deps.domainEvents.on('question.replied', async (tx, event) =>
    publishing(await notifyReplied(deps, tx, event)),
  );
  deps.domainEvents.on('stock-alert.fired', async (tx, event) =>
    publishing(await notifyStockAlert(deps, tx, event)),
  );
}
