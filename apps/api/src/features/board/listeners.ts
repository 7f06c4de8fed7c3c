// What the board does when other features' changes reach it (see core/domain-events.ts): a new
// question appears on open boards; a question added to the registry is marked on its card.
import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { announceBoardUpdate } from './live';
import * as repo from './repo';

export function listenForBoardChanges(deps: Deps) {
  deps.domainEvents.on(
    'question.received',
    async (_tx, event) => () =>
      announceBoardUpdate(deps.events, {
        companyId: event.companyId,
        kind: 'created',
        enquiryIds: [event.enquiryId],
        boardStatus: 'outstanding',
        actorId: null,
      }),
  );
  // Another company's enquiry, or one deleted meanwhile, is not found: the registry's add fails whole.
  deps.domainEvents.on('question.added-to-registry', async (tx, event) => {
    if (!(await repo.markAddedToRegistry(tx, event.companyId, event.enquiryId)))
      throw notFound(messages.board.notFound);
    return () =>
      announceBoardUpdate(deps.events, {
        companyId: event.companyId,
        kind: 'updated',
        enquiryIds: [event.enquiryId],
        boardStatus: null,
        actorId: event.actorId,
      });
  });
}
