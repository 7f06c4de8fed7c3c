import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { FREE_PLAN, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import { callsOf, question, renderRegistry } from '../testing/registry-fixtures';

// Live lock updates come over a WebSocket, which these tests have no server for.
vi.mock('../hooks/use-registry-lock-updates', () => ({ useRegistryLockUpdates: () => undefined }));

const text = messages.registry;

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const tab = (name: RegExp) => screen.findByRole('tab', { name });
const card = (n: number) => screen.findByRole('article', { name: `What is question ${n}?` });

describe('the question registry tabs', () => {
  it('show each tab with its count', async () => {
    renderRegistry({
      questions: [
        question(1, { starred: true }),
        question(2, { drafted: true }),
        question(3),
        question(4, { deleted: true }),
      ],
    });
    expect(await tab(/All questions\s*3/)).toHaveAttribute('aria-selected', 'true');
    expect(await tab(/Drafts\s*1/)).toBeInTheDocument();
    expect(await tab(/Starred\s*1/)).toBeInTheDocument();
    expect(await tab(/Deleted\s*1/)).toBeInTheDocument();
    expect(screen.queryByLabelText(text.premiumFeature)).toBeNull();
  });

  it('on the free plan, show the locked count out of three and mark the Premium tabs', async () => {
    renderRegistry({ plan: 'freemium', questions: [question(1), question(2), question(3)] });
    const all = await tab(/All questions/);
    expect(
      await within(all).findByLabelText(text.freeCount(3, FREE_PLAN.registryQuestions)),
    ).toHaveTextContent('3/3');
    for (const name of [/Drafts/, /Starred/, /Deleted/])
      expect(within(await tab(name)).getByLabelText(text.premiumFeature)).toBeInTheDocument();
  });

  it('keep the tab in the address, so back returns to it', async () => {
    const { user, router, calls } = renderRegistry({ questions: [question(1, { drafted: true })] });
    await user.click(await tab(/Drafts/));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=drafts'));
    await waitFor(() =>
      expect(callsOf(calls, 'GetQuestionRegistries')).toContainEqual(
        expect.objectContaining({ type: 'drafts', page: 1, limit: 12 }),
      ),
    );
    expect(within(await card(1)).getByText('Draft')).toBeInTheDocument();
  });
});

describe('the question cards', () => {
  it('show the question, a response preview, who edited it last and who is drafting it', async () => {
    renderRegistry({
      questions: [
        question(1, { lockedBy: { _id: 'user-3', firstName: 'Sam', lastName: 'Lee' } }),
        question(2, { drafted: true, response: '' }),
      ],
    });
    const first = await card(1);
    expect(within(first).getByText('This is the answer to question 1.')).toBeInTheDocument();
    expect(within(first).getByText(text.drafting('Sam Lee'))).toBeInTheDocument();
    expect(within(first).getByText(/^Last edited by Jane Citizen/)).toBeInTheDocument();
    const draft = await card(2);
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText(text.noResponse)).toBeInTheDocument();
  });

  it('open the question at its own address, keeping the tab', async () => {
    const { user, router } = renderRegistry({
      path: '/dashboard/question-registry?tab=starred',
      questions: [question(7, { starred: true })],
    });
    await user.click(within(await card(7)).getByText('This is the answer to question 7.'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/question-registry/q-7'),
    );
    expect(router.state.location.search).toBe('?tab=starred');
  });

  it('star a question on Premium with the server’s message', async () => {
    const { user, calls } = renderRegistry({ questions: [question(1)] });
    await user.click(within(await card(1)).getByRole('button', { name: 'Star question' }));
    expect(await screen.findByText(text.starred)).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateQuestionRegistries')).toEqual([
      { input: { status: 'starred', questionRegistryIds: ['q-1'] } },
    ]);
    expect(
      await within(await card(1)).findByRole('button', { name: 'Unstar question' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('ask before sending a question to the Deleted tab', async () => {
    const { user, calls } = renderRegistry({ questions: [question(1)] });
    await user.click(within(await card(1)).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete question' }));
    const dialog = await screen.findByRole('dialog', { name: text.deleteQuestionTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text.sentToDeleted)).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateQuestionRegistries')).toEqual([
      { input: { status: 'deleted', questionRegistryIds: ['q-1'] } },
    ]);
  });

  it('in Deleted, offer no star, and recover or delete permanently after asking', async () => {
    const { user, calls } = renderRegistry({
      path: '/dashboard/question-registry?tab=deleted',
      questions: [question(1, { deleted: true, starred: true }), question(2, { deleted: true })],
    });
    const first = await card(1);
    expect(within(first).queryByRole('button', { name: /star question/i })).toBeNull();
    await user.click(within(first).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Recover' }));
    expect(await screen.findByText(text.recovered)).toBeInTheDocument();

    await user.click(within(await card(2)).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete permanently' }));
    const dialog = await screen.findByRole('dialog', { name: text.deletePermanentlyTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText(text.deleted)).toBeInTheDocument();
    expect(callsOf(calls, 'DeleteQuestionRegistriesPermanently')).toEqual([
      { input: { questionRegistryIds: ['q-2'] } },
    ]);
  });
});

describe('adding questions', () => {
  it('opens the add form from Add new question', async () => {
    const { user, router } = renderRegistry({ questions: [question(1)] });
    await user.click(await screen.findByRole('button', { name: 'Add new question' }));
    expect(await screen.findByRole('dialog', { name: /New question/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?new=1');
  });

  it('opens the CSV import on Premium', async () => {
    const { user } = renderRegistry({ questions: [question(1)] });
    await user.click(await screen.findByRole('button', { name: /Import questions via CSV/ }));
    expect(await screen.findByRole('dialog', { name: text.importTitle })).toBeInTheDocument();
  });
});

describe('the search', () => {
  it('waits for the person to stop typing, then asks once for the whole text', async () => {
    const { user, calls } = renderRegistry({ questions: [question(1), question(2)] });
    await card(1);
    await user.type(screen.getByRole('searchbox', { name: text.searchPlaceholder }), 'question 2');
    expect(await card(2)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /question 1/ })).toBeNull());
    const searches = callsOf(calls, 'GetQuestionRegistries').map(
      (variables) => (variables as { searchText: string | null }).searchText,
    );
    expect(searches).toEqual([null, 'question 2']);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderRegistry({ questions: [question(1)] });
    await card(1);
    await user.type(screen.getByRole('searchbox', { name: text.searchPlaceholder }), 'dividends');
    expect(await screen.findByText(text.noSearchResults)).toBeInTheDocument();
  });
});

describe('the bulk bar', () => {
  /** Ticks questions 1 and 3 and asks to delete them; answers the confirmation. */
  async function askToDeleteOneAndThree() {
    const rendered = renderRegistry({ questions: [question(1), question(2), question(3)] });
    const { user } = rendered;
    await user.click(within(await card(1)).getByRole('checkbox'));
    await user.click(within(await card(3)).getByRole('checkbox'));
    const bar = await screen.findByRole('group', { name: 'Selected questions' });
    expect(within(bar).getByText(text.selected(2))).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'More actions for the selection' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete questions' }));
    const dialog = await screen.findByRole('dialog', { name: text.deleteSelectedConfirm });
    return { ...rendered, dialog };
  }

  it('asks "Delete all selected questions?", and Keep Questions keeps them', async () => {
    const { user, calls, dialog } = await askToDeleteOneAndThree();
    await user.click(within(dialog).getByRole('button', { name: text.keepQuestions }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'UpdateQuestionRegistries')).toEqual([]);
    expect(screen.getByRole('group', { name: 'Selected questions' })).toBeInTheDocument();
  });

  it('sends the selection to the Deleted tab on Delete, and lets go of it', async () => {
    const { user, calls, dialog } = await askToDeleteOneAndThree();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text.sentToDeleted)).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateQuestionRegistries')).toEqual([
      { input: { status: 'deleted', questionRegistryIds: ['q-1', 'q-3'] } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Selected questions' })).toBeNull(),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /question 1\?/ })).toBeNull());
  });

  it('selects every question of the tab and search, loaded or not', async () => {
    const questions = Array.from({ length: 14 }, (_, i) => question(i + 1));
    const { user, calls } = renderRegistry({ questions });
    await user.click(within(await card(1)).getByRole('checkbox'));
    const bar = await screen.findByRole('group', { name: 'Selected questions' });
    await user.click(within(bar).getByRole('button', { name: 'Select all' }));
    expect(await within(bar).findByText(text.selected(14))).toBeInTheDocument();
    expect(callsOf(calls, 'GetQuestionRegistryIds')).toEqual([{ type: 'all', searchText: null }]);
  });

  it('stars the selection on Premium, and Escape clears it', async () => {
    const { user, calls } = renderRegistry({ questions: [question(1), question(2)] });
    await user.click(within(await card(1)).getByRole('checkbox'));
    await user.click(within(await card(2)).getByRole('checkbox'));
    const bar = await screen.findByRole('group', { name: 'Selected questions' });
    await user.click(within(bar).getByRole('button', { name: 'Star' }));
    expect(await screen.findByText(text.starred)).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateQuestionRegistries')).toEqual([
      { input: { status: 'starred', questionRegistryIds: ['q-1', 'q-2'] } },
    ]);

    await user.click(within(await card(1)).getByRole('checkbox'));
    await screen.findByRole('group', { name: 'Selected questions' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Selected questions' })).toBeNull(),
    );
  });

  it('shows "Oops, let\'s try again!" when a change fails unexpectedly, and Try again repeats it', async () => {
    let failing = true;
    const { user, calls } = renderRegistry({
      questions: [question(1)],
      handlers: {
        UpdateQuestionRegistries: () =>
          failing
            ? graphQLError('INTERNAL_SERVER_ERROR', messages.generic.server)
            : { data: { updateQuestionRegistries: { message: text.starred, count: 1 } } },
      },
    });
    await user.click(within(await card(1)).getByRole('button', { name: 'Star question' }));
    const oops = await screen.findByRole('dialog', { name: text.tryAgainTitle });
    expect(within(oops).getByText(messages.generic.tryAgainLater)).toBeInTheDocument();
    failing = false;
    await user.click(within(oops).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(text.starred)).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateQuestionRegistries')).toHaveLength(2);
  });

  it('shows the server’s words when it refuses a change with a reason', async () => {
    const { user } = renderRegistry({
      questions: [question(1)],
      handlers: {
        UpdateQuestionRegistries: () => graphQLError('NOT_FOUND', text.notFound),
      },
    });
    await user.click(within(await card(1)).getByRole('button', { name: 'Star question' }));
    expect(await screen.findByText(text.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
