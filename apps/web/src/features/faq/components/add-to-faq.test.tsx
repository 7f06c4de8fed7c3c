import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '@/lib/account';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { AddToFaqButton } from './add-to-faq';

const FAQ = [
  { _id: 'dividends', categoryName: 'Dividends', displayOrder: 1, faqs: [] },
  { _id: 'meetings', categoryName: 'Meetings', displayOrder: 2, faqs: [] },
];
const QUESTION = { _id: 'reg-1', question: 'Can I vote online?', response: 'Yes.', deleted: false };

function renderButton(role: Role, question = QUESTION) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({
      data: { getCompanyDetail: makeCompanyDetail({ role, companyCreator: role === 'admin' }) },
    }),
    ListFaqCategoryWithFaqs: () => ({ data: { listFaqCategoryWithFaqs: FAQ } }),
    AddQuestionRegistryToFaq: () => ({ data: { addQuestionRegistryToFaq: FAQ } }),
  });
  const { queryClient } = renderRoutes(
    [{ path: '/', element: <AddToFaqButton question={question} /> }],
    '/',
  );
  return { ...api, queryClient, user: userEvent.setup() };
}

// jsdom has no scrollIntoView; Mantine's list of options calls it on the option it highlights.
const scrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  vi.unstubAllGlobals();
});

describe('Add to FAQ', () => {
  it('copies the question into the chosen category', async () => {
    const { user, calls } = renderButton('member');
    await user.click(await screen.findByRole('button', { name: 'Add to FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to FAQ' });
    // Mantine labels both the input and its list of options; the input comes first.
    const category = () => within(dialog).getAllByLabelText('Category')[0]!;
    await waitFor(() => expect(category()).toHaveValue('Dividends'));
    await user.click(category());
    await user.click(await screen.findByRole('option', { name: 'Meetings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to FAQ' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operation === 'AddQuestionRegistryToFaq')?.variables).toEqual({
        addQuestionRegistryToFaqInput: { questionRegistryId: 'reg-1', faqCategoryId: 'meetings' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to FAQ' })).toBeNull());
  });

  /** Once the company's answer is in, so a missing button is hidden rather than still loading. */
  async function renderedFor(role: Role, question = QUESTION) {
    const { queryClient } = renderButton(role, question);
    await waitFor(() =>
      expect(queryClient.getQueryData(accountKeys.companyDetail())).toBeDefined(),
    );
  }

  it('is not offered to a viewer', async () => {
    await renderedFor('viewer');
    expect(screen.queryByRole('button', { name: 'Add to FAQ' })).toBeNull();
  });

  it('is not offered for a draft without a response', async () => {
    await renderedFor('admin', { ...QUESTION, response: '  ' });
    expect(screen.queryByRole('button', { name: 'Add to FAQ' })).toBeNull();
  });

  it('is not offered for a question in Deleted', async () => {
    await renderedFor('admin', { ...QUESTION, deleted: true });
    expect(screen.queryByRole('button', { name: 'Add to FAQ' })).toBeNull();
  });
});
