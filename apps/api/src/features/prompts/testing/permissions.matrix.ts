import { enquiries } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { pageEditors, pageViewers } from '../../../testing/matrix';
import { listPrompts } from '../repo';
import { monthlyPromptIdOf } from '../service';

const ASKED = 'What is the dividend policy for next year?';

// Monthly prompts follow the question registries area: view reads them, full adds one (with the
// registry's canManageQuestion flag). The add sends an empty question, refused after the checks,
// so the matrix writes nothing; another company's prompt is not found.
export const promptsMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const guest = {
      companyId: company.id,
      isGuest: true,
      guestFirstName: 'Gail',
      guestLastName: 'Guest',
      guestEmail: 'gail@example.com',
      // Each company's own words: a prompt's id names a month and words, read in the caller's
      // company only, so the same words in both would be a prompt in each.
      question: `${ASKED} (${company.id.slice(-12)})`,
    };
    await db.insert(enquiries).values([guest, guest]);
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const [prompt] = await listPrompts(db, company.id, {
      from: from.toISOString().slice(0, 10),
      until: until.toISOString().slice(0, 10),
      minAsked: 2,
      perMonth: 10,
    });
    return { monthlyPromptId: monthlyPromptIdOf(prompt!) };
  },
  operations: {
    'Query.getAllMonthlyQuestionPrompt': {
      document: '{ getAllMonthlyQuestionPrompt { _id totalCopiedTimes } }',
      expected: pageViewers,
    },
    'Mutation.addMonthlyQuestionPromptToRegistry': {
      document:
        'mutation($i: AddMonthlyQuestionPromptToRegistryInput!) { addMonthlyQuestionPromptToRegistry(input: $i) { message } }',
      variables: (w) => ({ i: { monthlyQuestionPromptId: w.own.monthlyPromptId, question: '' } }),
      onForeign: (w) => ({
        i: { monthlyQuestionPromptId: w.foreign.monthlyPromptId, question: '' },
      }),
      expected: { ...pageEditors, customFull: 'FORBIDDEN', foreign: 'NOT_FOUND' },
    },
  },
};
