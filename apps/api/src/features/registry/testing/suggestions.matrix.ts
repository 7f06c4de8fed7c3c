import type { FeatureMatrix } from '../../../testing/matrix';
import { pageViewers } from '../../../testing/matrix';

// Suggested answers read an enquiry (the board's view) and the registry's answers (the registry's
// view): every role that may view both. Another company's enquiry id reads as not found. The
// enquiry is the board matrix's seeded card (fixtures of every feature are shared).
export const suggestionsMatrix: FeatureMatrix = {
  operations: {
    'Query.getSuggestedAnswers': {
      document:
        'query($id: ID!) { getSuggestedAnswers(enquiryId: $id) { questionRegistryId score } }',
      variables: (w) => ({ id: w.own.boardEnquiryId }),
      onForeign: (w) => ({ id: w.foreign.boardEnquiryId }),
      expected: { ...pageViewers, foreign: 'NOT_FOUND' },
    },
  },
};
