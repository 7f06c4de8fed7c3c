// A question's sentiment in the API: the stored score and label, shown to members whose plan
// includes the "real-time investor sentiment score" (spec §10; plan-gating's `sentimentScore`).
import { SENTIMENT_LABELS, planAllows } from '@quorum/shared';
import type { SentimentLabel } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { isMember } from '../../core/identity/viewer';
import type { ViewerResult } from '../../core/identity/viewer';

export interface EnquirySentiment {
  score: number;
  label: SentimentLabel;
}

export const SentimentLabelEnum = builder.enumType('SentimentLabel', { values: SENTIMENT_LABELS });

export const EnquirySentimentType = builder
  .objectRef<EnquirySentiment>('EnquirySentiment')
  .implement({
    description: "A question's sentiment, scored on the server when it arrives.",
    fields: (t) => ({
      score: t.exposeFloat('score', { description: '-1 (most negative) to 1 (most positive).' }),
      label: t.expose('label', { type: SentimentLabelEnum }),
    }),
  });

/** The stored columns as the API's value: null until the question is scored. */
export function sentimentOf(score: number | null, label: SentimentLabel | null) {
  return score === null || label === null ? null : { score, label };
}

/**
 * Whether the caller may read sentiment on this company's questions: a member of the company
 * whose plan includes the sentiment score. The server decides; the screen only shows what it gets.
 */
export function maySeeSentiment(caller: ViewerResult, companyId: string): boolean {
  return (
    typeof caller !== 'string' &&
    isMember(caller) &&
    caller.companyId === companyId &&
    planAllows(caller.subscription.plan, 'sentimentScore')
  );
}
