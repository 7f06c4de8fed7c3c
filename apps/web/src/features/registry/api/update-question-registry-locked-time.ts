import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { print } from '@0no-co/graphql.web';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { GRAPHQL_PATH } from '@/lib/graphql/post-graphql';
import { getSession } from '@/lib/session';
import type { RegistryQuestion } from './get-question-registry';
import type { RegistryPage } from './get-question-registries';
import { registryKeys } from './registry-keys';

const UpdateQuestionRegistryLockedTime = graphql(`
  mutation UpdateQuestionRegistryLockedTime($type: QuestionRegistryLockType!, $registryId: ID!) {
    updateQuestionRegistryLockedTime(type: $type, registryId: $registryId) {
      questionRegistryId
      lockedBy {
        _id
        firstName
        lastName
      }
      lockedUntil
    }
  }
`);

/** Who holds a question's drafting lock and until when; both null when it is free. */
export type RegistryLock = ResultOf<
  typeof UpdateQuestionRegistryLockedTime
>['updateQuestionRegistryLockedTime'];
export type RegistryLockType = 'add' | 'release';

/**
 * Writes a lock change into every cached copy of the question: the open question and each loaded
 * page of every tab, so cards and the modal agree without a refetch.
 */
export function applyRegistryLock(queryClient: QueryClient, lock: RegistryLock) {
  const patch = <T extends { _id: string }>(item: T): T =>
    item._id === lock.questionRegistryId
      ? { ...item, lockedBy: lock.lockedBy, lockedUntil: lock.lockedUntil }
      : item;
  queryClient.setQueryData<RegistryQuestion>(
    registryKeys.question(lock.questionRegistryId),
    (question) => question && patch(question),
  );
  queryClient.setQueriesData<InfiniteData<RegistryPage>>(
    { queryKey: registryKeys.lists() },
    (lists) =>
      lists && {
        ...lists,
        pages: lists.pages.map((page) => ({ ...page, items: page.items.map(patch) })),
      },
  );
}

/**
 * Takes or refreshes (add) or gives up (release) the caller's drafting lock, and writes the answer
 * into the cache. The server answers CONFLICT when someone else holds it. A plain function rather
 * than a mutation hook: the release must still go out after the modal has unmounted.
 */
export async function updateQuestionRegistryLockedTime(
  queryClient: QueryClient,
  variables: { type: RegistryLockType; registryId: string },
): Promise<RegistryLock> {
  const lock = (await request(UpdateQuestionRegistryLockedTime, variables))
    .updateQuestionRegistryLockedTime;
  applyRegistryLock(queryClient, lock);
  return lock;
}

/**
 * Gives the lock up while the page is going away (tab closed, reload, another site). Nothing
 * asynchronous finishes there, so this is one keepalive request the browser sends on its own,
 * with the token as stored; if it cannot go (offline, token expired) the lock expires on the
 * server after REGISTRY.lockSeconds, and no one is left waiting for an answer.
 */
export function releaseLockAsPageCloses(registryId: string) {
  const accessToken = getSession()?.accessToken;
  if (!accessToken) return;
  void fetch(GRAPHQL_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      query: print(UpdateQuestionRegistryLockedTime),
      variables: { type: 'release', registryId },
    }),
  }).catch(() => undefined);
}
