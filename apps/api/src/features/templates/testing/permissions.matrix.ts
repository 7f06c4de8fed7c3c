import { responseTemplates } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { pageEditors, pageViewers } from '../../../testing/matrix';

const TEMPLATE = {
  title: 'Dividend timing',
  content: 'Our dividend policy is set out in the annual report.',
};

/** A foreign company's admin aiming at our template finds nothing there. */
const editorsOfOwnTemplates = { ...pageEditors, foreign: 'NOT_FOUND' } as const;

// Templates follow the question registry area (spec §6). A companyId argument naming another
// company is refused outright, whoever sends it.
export const templatesMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const [row] = await db
      .insert(responseTemplates)
      .values({ companyId: company.id, createdBy: company.creatorId, ...TEMPLATE })
      .returning({ id: responseTemplates.id });
    return { responseTemplateId: row!.id };
  },
  operations: {
    'Query.getResponseTemplates': {
      document:
        'query($c: ID) { getResponseTemplates(companyId: $c) { limit items { _id title } } }',
      expected: pageViewers,
      onForeign: (w) => ({ c: w.foreignCompanyId }),
    },
    'Mutation.createResponseTemplate': {
      document:
        'mutation($i: ResponseTemplateInput!) { createResponseTemplate(responseTemplateInput: $i) { _id } }',
      variables: () => ({ i: TEMPLATE }),
      onForeign: (w) => ({ i: { ...TEMPLATE, companyId: w.foreignCompanyId } }),
      expected: pageEditors,
    },
    'Mutation.updateResponseTemplate': {
      document:
        'mutation($id: ID!, $i: ResponseTemplateInput!) { updateResponseTemplate(responseTemplateId: $id, responseTemplateInput: $i) { _id } }',
      variables: (w) => ({ id: w.own.responseTemplateId, i: TEMPLATE }),
      onForeign: (w) => ({ id: w.foreign.responseTemplateId, i: TEMPLATE }),
      expected: editorsOfOwnTemplates,
    },
    'Mutation.starResponseTemplate': {
      document:
        'mutation($id: ID!) { starResponseTemplate(responseTemplateId: $id, starred: true) { _id } }',
      variables: (w) => ({ id: w.own.responseTemplateId }),
      onForeign: (w) => ({ id: w.foreign.responseTemplateId }),
      expected: editorsOfOwnTemplates,
    },
    'Mutation.hardDeleteResponseTemplate': {
      document:
        'mutation($i: ResponseTemplateDeleteInput!) { hardDeleteResponseTemplate(responseTemplateDeleteInput: $i) { message } }',
      variables: (w) => ({ i: { responseTemplateId: w.own.responseTemplateId } }),
      onForeign: (w) => ({ i: { responseTemplateId: w.foreign.responseTemplateId } }),
      destructive: true,
      expected: editorsOfOwnTemplates,
    },
  },
};
