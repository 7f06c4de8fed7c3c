import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { useReorderCompanyLinks } from './drag-and-drop-update-company-link';
import { companyLinkKeys, type CompanyLink } from './get-company-links';

const link = (id: string, locked = false): CompanyLink => ({
  _id: id,
  title: id,
  type: 'other',
  url: `https://example.com/${id}`,
  priorityOrder: 0,
  locked,
});
const website = link('company-website', true);
const [a, b, c] = [link('a'), link('b'), link('c')];

/** The hook over a cache holding website, a, b, c; the server answers as `answer` says. */
function renderReorder(answer: (variables: Record<string, unknown>) => object) {
  storeSignIn(makeSignIn());
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = fakeGraphQL({
    DragAndDropUpdateCompanyLink: async (variables) => {
      await held;
      return answer(variables);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(companyLinkKeys.all, [website, a, b, c]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
  const { result } = renderHook(() => useReorderCompanyLinks(), { wrapper });
  const cached = () =>
    queryClient.getQueryData<CompanyLink[]>(companyLinkKeys.all)?.map((l) => l._id);
  return { api, result, cached, release };
}

describe('reordering company links', () => {
  it('shows the new order at once and sends the additional links numbered from 1', async () => {
    const { api, result, cached, release } = renderReorder(() => ({
      data: { dragAndDropUpdateCompanyLink: [website, c, a, b] },
    }));
    act(() => result.current.mutate([website, c, a, b]));
    await waitFor(() => expect(cached()).toEqual(['company-website', 'c', 'a', 'b']));
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.calls[0]?.variables).toEqual({
      dragAndDropUpdateCompanyLinkInput: {
        links: [
          { linkId: 'c', priorityOrder: 1 },
          { linkId: 'a', priorityOrder: 2 },
          { linkId: 'b', priorityOrder: 3 },
        ],
      },
    });
  });

  it('puts the links back and shows the server’s message when the order is refused', async () => {
    const refusal = messages.companyLinks.reorderMismatch;
    const { result, cached, release } = renderReorder(() =>
      graphQLError('BAD_USER_INPUT', refusal),
    );
    act(() => result.current.mutate([website, c, a, b]));
    await waitFor(() => expect(cached()).toEqual(['company-website', 'c', 'a', 'b']));
    release();
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(cached()).toEqual(['company-website', 'a', 'b', 'c']);
  });
});
