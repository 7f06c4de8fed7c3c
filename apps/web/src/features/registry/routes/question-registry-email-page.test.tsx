import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import { callsOf, question, renderRegistry } from '../testing/registry-fixtures';

const text = messages.registry;

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const saved = [question(1), question(2)].map(({ _id, question, response }) => ({
  _id,
  question,
  response,
}));

const pageOf = (items: typeof saved) => ({
  data: {
    getQuestionRegistries: {
      items,
      meta: { currentPage: 1, itemsPerPage: 12, totalItems: items.length, totalPages: 1 },
    },
  },
});

function renderExtensionView(
  answer: (variables: Record<string, unknown>) => ReturnType<typeof graphQLError> | object,
) {
  return renderRegistry({
    path: '/dashboard/question-registry-email/user-7',
    handlers: { GetExtensionQuestionRegistries: answer },
  });
}

describe('the email-extension view of the registry', () => {
  it('lists the saved questions of the user in the address, and copies an answer', async () => {
    const { user, calls } = renderExtensionView(() => pageOf(saved));
    const card = await screen.findByRole('article', { name: 'What is question 2?' });
    await user.click(within(card).getByRole('button', { name: /Copy the response/ }));
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('This is the answer to question 2.');
    expect(callsOf(calls, 'GetExtensionQuestionRegistries')).toEqual([
      { userId: 'user-7', searchText: null, page: 1, limit: 12 },
    ]);
  });

  it('searches the saved questions', async () => {
    const { user, calls } = renderExtensionView((variables) =>
      pageOf(variables.searchText ? [] : saved),
    );
    await screen.findByRole('article', { name: 'What is question 1?' });
    await user.type(screen.getByRole('searchbox', { name: text.searchPlaceholder }), 'dividend');
    expect(await screen.findByText(text.noSearchResults)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsOf(calls, 'GetExtensionQuestionRegistries')).toContainEqual(
        expect.objectContaining({ searchText: 'dividend' }),
      ),
    );
  });

  it('says clearly why when the server refuses the view, with nothing to retry', async () => {
    // The server's words (spec §8 "Extension no permission"), whatever they are, are shown.
    const refusal = 'You have not been given permission to access this extension.';
    renderExtensionView(() => graphQLError('FORBIDDEN', refusal));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text.extensionRefusedTitle)).toBeInTheDocument();
    expect(within(alert).getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('tells the user when nothing is saved yet', async () => {
    renderExtensionView(() => pageOf([]));
    expect(await screen.findByText(text.extensionEmpty)).toBeInTheDocument();
  });
});
