import { enquiries } from '../../../db/schema';
import type { FeatureMatrix, World } from '../../../testing/matrix';
import { pageEditors, pageViewers } from '../../../testing/matrix';

// Duplicate questions follow the question board area (spec §6): viewers read a question's
// duplicates, editors answer them (the permission of sending a reply). Answering aims at two
// questions already resolved, so a call past the checks is refused as not open and changes
// nothing; the foreign company's questions are not found, whoever asks.
const ownCard = { ...pageViewers, foreign: 'NOT_FOUND' } as const;
const changeOwnCards = { ...pageEditors, foreign: 'NOT_FOUND' } as const;
const answer = (side: 'own' | 'foreign') => (w: World) => ({
  input: {
    enquiryIds: [w[side].resolvedQuestionId, w[side].otherResolvedQuestionId],
    content: 'The final dividend is paid on 2 October.',
  },
});

export const duplicatesMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const rows = await db
      .insert(enquiries)
      .values(
        ['When is the dividend paid?', 'When will the dividend be paid?'].map((question) => ({
          companyId: company.id,
          isGuest: true,
          guestFirstName: 'Dana',
          guestLastName: 'Duplicate',
          guestEmail: 'dana@example.com',
          question,
          boardStatus: 'resolved' as const,
        })),
      )
      .returning({ id: enquiries.id });
    return { resolvedQuestionId: rows[0]!.id, otherResolvedQuestionId: rows[1]!.id };
  },
  operations: {
    'Query.getSimilarQuestions': {
      document: 'query($id: ID!) { getSimilarQuestions(enquiryId: $id) { _id } }',
      variables: (w) => ({ id: w.own.resolvedQuestionId }),
      onForeign: (w) => ({ id: w.foreign.resolvedQuestionId }),
      expected: ownCard,
    },
    'Mutation.answerSimilarQuestions': {
      document:
        'mutation($input: AnswerSimilarQuestionsInput!) { answerSimilarQuestions(input: $input) { answered } }',
      variables: answer('own'),
      onForeign: answer('foreign'),
      expected: changeOwnCards,
    },
  },
};
