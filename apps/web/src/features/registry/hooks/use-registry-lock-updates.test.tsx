import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import type { SubscriptionHandlers } from '@/lib/graphql';
import type { RegistryQuestion } from '../api/get-question-registry';
import type { RegistryPage } from '../api/get-question-registries';
import { registryKeys } from '../api/registry-keys';
import type { RegistryLock } from '../api/update-question-registry-locked-time';
import { useRegistryLockUpdates } from './use-registry-lock-updates';

type LockEvent = { questionRegistryLockUpdated: RegistryLock };
const live: { handlers?: SubscriptionHandlers<LockEvent>; stopped: boolean } = { stopped: false };

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (
    _document: unknown,
    _variables: unknown,
    handlers: SubscriptionHandlers<LockEvent>,
  ) => {
    live.handlers = handlers;
    live.stopped = false;
    return () => {
      live.stopped = true;
    };
  },
}));

const jane = { _id: 'user-2', firstName: 'Jane', lastName: 'Citizen' };

const item = (id: string): RegistryQuestion => ({
  _id: id,
  question: `Question ${id}`,
  response: 'An answer',
  drafted: false,
  starred: false,
  deleted: false,
  readOnly: false,
  lastEditedAt: '2026-03-01T01:00:00.000Z',
  lastUpdateBy: null,
  lockedBy: null,
  lockedUntil: null,
});

const pageOf = (...items: RegistryQuestion[]): RegistryPage => ({
  items,
  meta: { currentPage: 1, itemsPerPage: 12, totalItems: items.length, totalPages: 1 },
});

function renderUpdates() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(registryKeys.question('q2'), item('q2'));
  queryClient.setQueryData<InfiniteData<RegistryPage>>(registryKeys.list('all', ''), {
    pages: [pageOf(item('q1'), item('q2'))],
    pageParams: [1],
  });
  queryClient.setQueryData<InfiniteData<RegistryPage>>(registryKeys.list('starred', 'div'), {
    pages: [pageOf(item('q2'))],
    pageParams: [1],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRegistryLockUpdates(), { wrapper });
  const lockedBy = (key: readonly unknown[]) =>
    queryClient
      .getQueryData<InfiniteData<RegistryPage>>(key)
      ?.pages.flatMap((page) =>
        page.items.map((entry) => [entry._id, entry.lockedBy?._id ?? null]),
      );
  return { queryClient, hook, lockedBy };
}

const lockEvent = (lock: RegistryLock) =>
  act(() => live.handlers?.next({ questionRegistryLockUpdated: lock }));

describe('live lock updates', () => {
  it('show a lock on every loaded tab and on the open question, and take it away again', () => {
    const { queryClient, lockedBy } = renderUpdates();
    lockEvent({ questionRegistryId: 'q2', lockedBy: jane, lockedUntil: '2026-03-01T01:03:00Z' });

    expect(lockedBy(registryKeys.list('all', ''))).toEqual([
      ['q1', null],
      ['q2', 'user-2'],
    ]);
    expect(lockedBy(registryKeys.list('starred', 'div'))).toEqual([['q2', 'user-2']]);
    expect(
      queryClient.getQueryData<RegistryQuestion>(registryKeys.question('q2'))?.lockedBy,
    ).toEqual(jane);

    lockEvent({ questionRegistryId: 'q2', lockedBy: null, lockedUntil: null });
    expect(lockedBy(registryKeys.list('all', ''))).toEqual([
      ['q1', null],
      ['q2', null],
    ]);
  });

  it('refetch the registry after the connection comes back, as events may have been missed', () => {
    const { queryClient } = renderUpdates();
    act(() => live.handlers?.reconnected?.());
    expect(queryClient.getQueryState(registryKeys.question('q2'))?.isInvalidated).toBe(true);
  });

  it('stop listening when the page goes', () => {
    const { hook } = renderUpdates();
    hook.unmount();
    expect(live.stopped).toBe(true);
  });
});
