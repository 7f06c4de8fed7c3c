import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql, subscribe } from '@/lib/graphql';
import { registryKeys } from '../api/registry-keys';
import { applyRegistryLock } from '../api/update-question-registry-locked-time';

const QuestionRegistryLockUpdated = graphql(`
  subscription QuestionRegistryLockUpdated {
    questionRegistryLockUpdated {
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

/**
 * Live lock changes of the company's questions (taken, refreshed, released, expired), written
 * into every loaded tab and the open question, so "Jane is drafting…" appears and goes without a
 * reload. After a dropped connection the registry refetches, as changes meanwhile were missed.
 * The registry page calls this once; the question modal reads the same cache.
 */
export function useRegistryLockUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe(
        QuestionRegistryLockUpdated,
        {},
        {
          next: ({ questionRegistryLockUpdated }) =>
            applyRegistryLock(queryClient, questionRegistryLockUpdated),
          reconnected: () => void queryClient.invalidateQueries({ queryKey: registryKeys.all }),
        },
      ),
    [queryClient],
  );
}
