// What other features (and the seed) may use of sentiment.
export { scoreUnscoredEnquiries } from './score';
export { EnquirySentimentType, SentimentLabelEnum, maySeeSentiment, sentimentOf } from './types';
export type { EnquirySentiment } from './types';
