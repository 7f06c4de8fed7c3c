import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';
import { RegistryQuestionFields } from './registry-question-fields';

const GetQuestionRegistry = graphql(
  `
    query GetQuestionRegistry($questionRegistryId: ID!) {
      getQuestionRegistry(questionRegistryId: $questionRegistryId) {
        ...RegistryQuestionFields
      }
    }
  `,
  [RegistryQuestionFields],
);

/** One question as the view-or-edit modal shows it, with who last edited it and who holds it. */
export type RegistryQuestion = ResultOf<typeof GetQuestionRegistry>['getQuestionRegistry'];
export type RegistryPerson = NonNullable<RegistryQuestion['lockedBy']>;

/**
 * The open question. Lock changes arrive live (`useRegistryLockUpdates` patches this entry), so
 * the modal always knows whether someone else is drafting it.
 */
export function useQuestionRegistry(questionRegistryId: string) {
  return useQuery({
    queryKey: registryKeys.question(questionRegistryId),
    queryFn: async ({ signal }) =>
      (await request(GetQuestionRegistry, { questionRegistryId }, { signal })).getQuestionRegistry,
  });
}
