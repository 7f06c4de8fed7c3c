import { questionRegistries } from '../../../db/schema';
import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone, pageEditors, pageViewers } from '../../../testing/matrix';

const QUESTION = { question: 'When is the AGM?', response: 'On 20 November.' };

// The question registry follows the question registries area (spec §6): view reads, full changes.
// The foreign company's admin may use their own registry, but an id from ours reads to them as
// not found. Calls that would change what later rows see (delete, lock) aim at refusals or
// reversible changes: a star, a lock anyone may take again once released.
export const registryMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const [row] = await db
      .insert(questionRegistries)
      .values({ companyId: company.id, ...QUESTION })
      .returning({ id: questionRegistries.id });
    return { questionRegistryId: row!.id };
  },
  operations: {
    'Query.getQuestionRegistries': {
      document: '{ getQuestionRegistries { items { _id } meta { totalItems } } }',
      expected: pageViewers,
    },
    'Query.getQuestionRegistry': {
      document: 'query($id: ID!) { getQuestionRegistry(questionRegistryId: $id) { _id } }',
      variables: (w) => ({ id: w.own.questionRegistryId }),
      onForeign: (w) => ({ id: w.foreign.questionRegistryId }),
      expected: { ...pageViewers, foreign: 'NOT_FOUND' },
    },
    'Query.getQuestionRegistryIds': {
      document: '{ getQuestionRegistryIds(type: all) }',
      expected: pageViewers,
    },
    'Query.getQuestionRegistryCount': {
      document: '{ getQuestionRegistryCount { total } }',
      expected: pageViewers,
    },
    'Mutation.addQuestionRegistry': {
      document:
        'mutation($i: AddQuestionRegistryInput!) { addQuestionRegistry(addQuestionRegistryInput: $i) { message } }',
      variables: () => ({ i: QUESTION }),
      // Creating questions also needs the canManageQuestion flag, which area grants alone lack.
      expected: { ...pageEditors, customFull: 'FORBIDDEN' },
    },
    'Mutation.editQuestionRegistry': {
      document:
        'mutation($i: EditQuestionRegistryInput!) { editQuestionRegistry(editQuestionRegistryInput: $i) { message } }',
      variables: (w) => ({ i: { questionRegistryId: w.own.questionRegistryId, ...QUESTION } }),
      onForeign: (w) => ({ i: { questionRegistryId: w.foreign.questionRegistryId, ...QUESTION } }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    'Mutation.updateQuestionRegistries': {
      document:
        'mutation($i: UpdateQuestionRegistriesInput!) { updateQuestionRegistries(updateQuestionRegistriesInput: $i) { count } }',
      variables: (w) => ({
        i: { status: 'starred', questionRegistryIds: [w.own.questionRegistryId] },
      }),
      onForeign: (w) => ({
        i: { status: 'deleted', questionRegistryIds: [w.foreign.questionRegistryId] },
      }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    'Mutation.deleteQuestionRegistriesPermanently': {
      // The seeded question is not in Deleted, so the callers who get past the checks are told
      // so (BAD_USER_INPUT) and it stays for the other rows.
      document:
        'mutation($i: DeleteQuestionRegistriesInput!) { deleteQuestionRegistriesPermanently(deleteQuestionRegistriesInput: $i) { count } }',
      variables: (w) => ({ i: { questionRegistryIds: [w.own.questionRegistryId] } }),
      onForeign: (w) => ({ i: { questionRegistryIds: [w.foreign.questionRegistryId] } }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    'Mutation.addMultipleQuestionRegistris': {
      document:
        'mutation($i: AddMultipleQuestionRegistryInput!) { addMultipleQuestionRegistris(addMultipleQuestionRegistryInput: $i) { count } }',
      variables: () => ({ i: { questionRegistries: [QUESTION] } }),
      expected: { ...pageEditors, customFull: 'FORBIDDEN' },
    },
    'Mutation.updateQuestionRegistryLockedTime': {
      // release: answers the lock as it stands unless the caller holds it, so no row blocks another.
      document:
        'mutation($id: ID!) { updateQuestionRegistryLockedTime(type: release, registryId: $id) { questionRegistryId } }',
      variables: (w) => ({ id: w.own.questionRegistryId }),
      onForeign: (w) => ({ id: w.foreign.questionRegistryId }),
      expected: { ...pageEditors, foreign: 'NOT_FOUND' },
    },
    'Subscription.questionRegistryLockUpdated': {
      // This table calls over HTTP, where a subscription is refused alike for every caller
      // (BAD_USER_INPUT, nothing resolved). Who may subscribe over the WebSocket (a registry
      // viewer; not a stranger, nor a custom role without the area) is registry-live.test.ts's.
      document: 'subscription { questionRegistryLockUpdated { questionRegistryId } }',
      expected: everyone('ok'),
    },
  },
};
