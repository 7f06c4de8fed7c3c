import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import type { SubscriptionHandlers } from '@/lib/graphql';
import { boardKeys, type BoardFilters } from '../api/board-keys';
import { useBoardUpdates } from './use-board-updates';

type BoardEvent = {
  boardUpdated: { kind: string; enquiryIds: string[]; boardStatus: string | null };
};
const live: { handlers?: SubscriptionHandlers<BoardEvent>; stopped: boolean } = { stopped: false };

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (
    _document: unknown,
    _variables: unknown,
    handlers: SubscriptionHandlers<BoardEvent>,
  ) => {
    live.handlers = handlers;
    live.stopped = false;
    return () => {
      live.stopped = true;
    };
  },
}));

const noFilters: BoardFilters = { categoryIds: [], assignedToMe: false, searchText: '' };

function renderUpdates() {
  const queryClient = new QueryClient();
  const keys = {
    outstanding: boardKeys.column('outstanding', noFilters),
    changed: boardKeys.enquiry('e-1'),
    untouched: boardKeys.enquiry('e-9'),
    categories: boardKeys.categories(),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { loaded: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useBoardUpdates(), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { hook, keys, stale };
}

describe('live board updates', () => {
  it('refetch the columns and the changed cards, and nothing else, when another browser changes them', () => {
    const { keys, stale } = renderUpdates();
    act(() =>
      live.handlers?.next({
        boardUpdated: { kind: 'moved', enquiryIds: ['e-1'], boardStatus: 'drafted' },
      }),
    );
    expect(stale(keys.outstanding)).toBe(true);
    expect(stale(keys.changed)).toBe(true);
    expect(stale(keys.untouched)).toBe(false);
    expect(stale(keys.categories)).toBe(false);
  });

  it('refetch the categories when they changed', () => {
    const { keys, stale } = renderUpdates();
    act(() =>
      live.handlers?.next({
        boardUpdated: { kind: 'categories', enquiryIds: [], boardStatus: null },
      }),
    );
    expect(stale(keys.categories)).toBe(true);
  });

  it('refetch everything after the connection comes back, as events may have been missed', () => {
    const { keys, stale } = renderUpdates();
    act(() => live.handlers?.reconnected?.());
    for (const key of Object.values(keys)) expect(stale(key)).toBe(true);
  });

  it('stop listening when the page goes', () => {
    const { hook } = renderUpdates();
    hook.unmount();
    expect(live.stopped).toBe(true);
  });
});
