import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import type { SubscriptionHandlers } from '@/lib/graphql';
import type * as UploadsModule from '../uploads';
import type { SavedAnnouncement } from '../uploads';
import { announcementKeys } from '../api/announcement-keys';
import { useAnnouncementUpdates } from './use-announcement-updates';

type UpdateEvent = { announcementUpdated: { announcementId: string; kind: string } };
const live: {
  handlers?: SubscriptionHandlers<UpdateEvent>;
  saved?: (saved: SavedAnnouncement) => void;
  stopped: boolean;
} = { stopped: false };

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (
    _document: unknown,
    _variables: unknown,
    handlers: SubscriptionHandlers<UpdateEvent>,
  ) => {
    live.handlers = handlers;
    live.stopped = false;
    return () => {
      live.stopped = true;
    };
  },
}));
vi.mock('../uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadsModule>()),
  onAnnouncementSaved: (listener: (saved: SavedAnnouncement) => void) => {
    live.saved = listener;
    return () => undefined;
  },
}));

function renderUpdates() {
  const queryClient = new QueryClient();
  const keys = {
    list: announcementKeys.list('all', 1),
    voted: announcementKeys.detail('poll-1'),
    other: announcementKeys.detail('other'),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { loaded: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useAnnouncementUpdates(), { wrapper });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { hook, keys, stale };
}

describe('live announcement updates', () => {
  it('refetch the lists and the poll an investor voted on, and no other announcement', () => {
    const { keys, stale } = renderUpdates();
    act(() =>
      live.handlers?.next({ announcementUpdated: { announcementId: 'poll-1', kind: 'voted' } }),
    );
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.voted)).toBe(true);
    expect(stale(keys.other)).toBe(false);
  });

  it('refetch when the upload queue has saved an announcement', () => {
    const { keys, stale } = renderUpdates();
    act(() => live.saved?.({ announcementId: 'poll-1', status: 'published' }));
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.other)).toBe(false);
  });

  it('refetch everything after the connection came back, and stop with the page', () => {
    const { hook, keys, stale } = renderUpdates();
    act(() => live.handlers?.reconnected?.());
    expect(stale(keys.other)).toBe(true);
    hook.unmount();
    expect(live.stopped).toBe(true);
  });
});
