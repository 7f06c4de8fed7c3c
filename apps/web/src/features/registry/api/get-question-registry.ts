import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { registryKeys } from './registry-keys';

const GetQuestionRegistry = graphql(`
  query GetQuestionRegistry($questionRegistryId: ID!) {
    getQuestionRegistry(questionRegistryId: $questionRegistryId) {
      _id
      question
      response
      drafted
      starred
      deleted
      lastEditedAt
      lastUpdateBy {
        _id
        firstName
        lastName
      }
      lockedBy {
        _id
        firstName
        lastName
      }
      lockedUntil
    }
  }
`);

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
