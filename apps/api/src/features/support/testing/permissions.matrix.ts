import { randomUUID } from 'node:crypto';
import { storedFiles } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { inAnyCompany } from '../../../testing/matrix';

const RESULT = '{ message }';

// Any member of a company may write to Quorum (ours: the spec limits the help menu to subscribed,
// validated companies on screen only). A companyId naming another company is refused outright.
export const supportMatrix: FeatureMatrix = {
  // A screenshot the company's creator uploaded for feedback; another's key reads as unknown.
  seed: async (db, company) => {
    const key = `${randomUUID()}.png`;
    await db.insert(storedFiles).values({
      key,
      companyId: company.id,
      uploadedBy: company.creatorId,
      purpose: 'feedback-attachment',
      contentType: 'image/png',
      sizeBytes: 68,
      originalName: 'screenshot.png',
    });
    return { feedbackAttachmentKey: key };
  },
  operations: {
    'Mutation.sendMessageToQuorum': {
      document: `mutation($s: String, $m: String) { sendMessageToQuorum(subject: $s, message: $m) ${RESULT} }`,
      variables: () => ({ s: 'Billing question', m: 'Can we pay yearly?' }),
      expected: inAnyCompany,
    },
    'Mutation.submitFeedback': {
      document: `mutation($c: ID, $t: String, $d: String, $a: String) { submitFeedback(companyId: $c, title: $t, description: $d, attachment: $a) ${RESULT} }`,
      variables: (w) => ({
        c: w.ownCompanyId,
        t: 'Board',
        d: 'The board could load faster.',
        a: w.own.feedbackAttachmentKey,
      }),
      onForeign: (w) => ({ c: w.foreignCompanyId, t: 'Board', d: 'Faster, please.' }),
      expected: { ...inAnyCompany, foreign: 'FORBIDDEN' },
    },
  },
};
