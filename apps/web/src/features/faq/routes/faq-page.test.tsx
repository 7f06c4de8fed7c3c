import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type Role } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { FaqPage } from './faq-page';

const text = messages.faq;

const FAQ = [
  {
    _id: 'dividends',
    categoryName: 'Dividends',
    displayOrder: 1,
    faqs: [
      {
        _id: 'q1',
        question: 'Is there a dividend?',
        answer: 'Not yet.',
        displayOrder: 1,
        faqCategoryId: 'dividends',
      },
      {
        _id: 'q2',
        question: 'How do I update my bank details?',
        answer: 'Through the share registry.',
        displayOrder: 2,
        faqCategoryId: 'dividends',
      },
    ],
  },
  { _id: 'meetings', categoryName: 'Meetings', displayOrder: 2, faqs: [] },
];

function renderPage(
  role: Role,
  list: () => object = () => ({ data: { listFaqCategoryWithFaqs: FAQ } }),
) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({
      data: { getCompanyDetail: makeCompanyDetail({ role, companyCreator: role === 'admin' }) },
    }),
    ListFaqCategoryWithFaqs: list,
  });
  renderRoutes([{ path: '/dashboard/faq', element: <FaqPage /> }], '/dashboard/faq');
  return { ...api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the FAQ page', () => {
  it('shows the categories in order, each question opening to its answer, with handles to move them', async () => {
    const { user } = renderPage('member');
    await screen.findByRole('heading', { level: 2, name: 'Dividends' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Dividends',
      'Meetings',
    ]);
    expect(screen.getByRole('button', { name: 'Move Dividends' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move Is there a dividend?' })).toBeVisible();
    expect(screen.getByText(text.emptyCategory)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Is there a dividend?' }));
    // The panel opens with a short animation.
    await waitFor(() => expect(screen.getByText('Not yet.')).toBeVisible());
  });

  it('lets a viewer read it with nothing to add, move or change', async () => {
    renderPage('viewer');
    await screen.findByRole('heading', { level: 2, name: 'Dividends' });
    expect(screen.getByText(text.readOnly)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
  });

  it('filters the questions by their question and answer text, and says when none match', async () => {
    const { user } = renderPage('admin');
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQ' });
    await user.type(search, 'registry');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Is there a dividend?' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'How do I update my bank details?' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Meetings' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'buyback');
    expect(await screen.findByText(text.noMatches('buyback'))).toBeVisible();
  });

  it('says so with a way to try again when the FAQ cannot be loaded', async () => {
    renderPage('admin', () => graphQLError('INTERNAL_SERVER_ERROR', 'The server is unwell.'));
    expect(await screen.findByText('The FAQ could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('offers a first category when there is none', async () => {
    renderPage('admin', () => ({ data: { listFaqCategoryWithFaqs: [] } }));
    expect(await screen.findByText(text.none)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add your first category' })).toBeVisible();
  });
});
