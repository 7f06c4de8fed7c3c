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
import { useReorderFaqCategories, useReorderFaqs } from './faq-changes';
import { faqKeys, type FaqCategory } from './get-faq';

const faq = (id: string, categoryId: string, displayOrder: number) => ({
  _id: id,
  question: `${id}?`,
  answer: `${id}.`,
  displayOrder,
  faqCategoryId: categoryId,
});
const category = (id: string, displayOrder: number, faqIds: string[] = []): FaqCategory => ({
  _id: id,
  categoryName: id,
  displayOrder,
  faqs: faqIds.map((f, i) => faq(f, id, i + 1)),
});
const START = [category('dividends', 1, ['q1', 'q2', 'q3']), category('meetings', 2)];

/** A hook over a cache holding START; the server answers each call as `answer` says, when released. */
function renderOver<T>(operation: string, answer: () => object, hook: () => T) {
  storeSignIn(makeSignIn());
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = fakeGraphQL({
    [operation]: async () => {
      await held;
      return answer();
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(faqKeys.all, START);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  const cached = () => queryClient.getQueryData<FaqCategory[]>(faqKeys.all)!;
  return { api, result, cached, release };
}

describe('reordering the FAQ', () => {
  it('shows the categories’ new order at once and sends every id in it', async () => {
    const answer = [category('meetings', 1), category('dividends', 2, ['q1', 'q2', 'q3'])];
    const { api, result, cached, release } = renderOver(
      'ReorderFaqCategories',
      () => ({ data: { reorderFaqCategories: answer } }),
      useReorderFaqCategories,
    );
    act(() => result.current.mutate(['meetings', 'dividends']));
    await waitFor(() => expect(cached().map((c) => c._id)).toEqual(['meetings', 'dividends']));
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.calls[0]?.variables).toEqual({
      reorderFaqCategoriesInput: { faqCategoryIds: ['meetings', 'dividends'] },
    });
  });

  it('puts the questions back and shows the server’s message when the order is refused', async () => {
    const refusal = messages.faq.reorderMismatch;
    const { result, cached, release } = renderOver(
      'ReorderFaqs',
      () => graphQLError('BAD_USER_INPUT', refusal),
      useReorderFaqs,
    );
    const questions = () => cached()[0]!.faqs.map((f) => f._id);
    act(() => result.current.mutate({ faqCategoryId: 'dividends', faqIds: ['q3', 'q1', 'q2'] }));
    await waitFor(() => expect(questions()).toEqual(['q3', 'q1', 'q2']));
    release();
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(questions()).toEqual(['q1', 'q2', 'q3']);
  });
});
