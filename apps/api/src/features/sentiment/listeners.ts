// What the sentiment feature does when a question arrives (see core/domain-events.ts): the
// question is scored and its enquiry written in the emitter's transaction, so a question is never
// stored without its score.
import type { Deps } from '../../deps';
import { scoreQuestion } from './score';

export function listenForSentiment(deps: Deps) {
  deps.domainEvents.on('question.received', async (tx, event) => {
    await scoreQuestion(tx, event.companyId, event.enquiryId, event.question);
  });
}
