// What duplicate questions do when a question arrives (see core/domain-events.ts): it is compared
// with the company's open questions and its duplicates written in the emitter's transaction.
import type { Deps } from '../../deps';
import { recordDuplicates } from './matching';

export function listenForDuplicates(deps: Deps) {
  deps.domainEvents.on('question.received', async (tx, event) => {
    await recordDuplicates(tx, event.companyId, event.enquiryId, event.question);
  });
}
