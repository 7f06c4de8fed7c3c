import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { BOARD_PAGE_SIZES, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import { callsOf, enquiriesIn, enquiry, renderBoard } from '../testing/board-fixtures';

// Live updates come over a WebSocket, which these tests have no server for.
vi.mock('../hooks/use-board-updates', () => ({ useBoardUpdates: () => undefined }));
// The detail drawer is its own part, with its own tests; here it only has to open.
vi.mock('../components/enquiry-detail/enquiry-detail-drawer', () => ({
  EnquiryDetailDrawer: ({ enquiryId }: { enquiryId: string | null }) =>
    enquiryId ? <p>Detail of {enquiryId}</p> : null,
}));

const text = messages.board;

// Wait limits for a busy two-core machine shared by several test runs, not timing assertions.
vi.setConfig({ testTimeout: 30_000 });
const BUSY = { timeout: 15_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const column = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name},`) });
const card = (subject: string) => screen.findByRole('article', { name: subject });
describe('the board columns', () => {
  it('show the four columns with their counts, a first page of each and Load more', async () => {
    const { user, calls } = renderBoard({
      cards: [
        ...enquiriesIn('outstanding', 30),
        ...enquiriesIn('drafted', 2, 31),
        ...enquiriesIn('resolved', 11, 33),
        ...enquiriesIn('archived', 7, 44),
      ],
    });
    for (const name of [
      'Outstanding, 30 questions',
      'Drafted, 2 questions',
      'Resolved, 11 questions',
      'Archived, 7 questions',
    ])
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    await card('Subject 1');
    expect(within(await column('Outstanding')).getAllByRole('article')).toHaveLength(25);
    expect(within(await column('Archived')).getAllByRole('article')).toHaveLength(6);
    expect(callsOf(calls, 'GetKanbanBoardQuestionV2')).toEqual(
      expect.arrayContaining(
        (['outstanding', 'drafted', 'resolved', 'archived'] as const).map((status) =>
          expect.objectContaining({
            boardStatus: status,
            page: 1,
            limit: BOARD_PAGE_SIZES[status],
          }),
        ),
      ),
    );
    expect(within(await column('Drafted')).queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(
      within(await column('Outstanding')).getByRole('button', { name: 'Load more' }),
    );
    await waitFor(async () =>
      expect(within(await column('Outstanding')).getAllByRole('article')).toHaveLength(30),
    );
    expect(callsOf(calls, 'GetKanbanBoardQuestionV2')).toContainEqual(
      expect.objectContaining({ boardStatus: 'outstanding', page: 2, limit: 25 }),
    );
  });

  it('say so when a column is empty', async () => {
    renderBoard({ cards: enquiriesIn('outstanding', 1) });
    expect(await within(await column('Drafted')).findByText(text.emptyColumn)).toBeInTheDocument();
  });

  it('show what failed with Try again, which loads the column', async () => {
    let failing = true;
    const { user } = renderBoard({
      cards: enquiriesIn('resolved', 1),
      handlers: {
        GetKanbanBoardQuestionV2: (variables) =>
          failing && variables.boardStatus === 'resolved'
            ? graphQLError('INTERNAL_SERVER_ERROR', messages.generic.server)
            : {
                data: {
                  getKanbanBoardQuestionV2: {
                    items: variables.boardStatus === 'resolved' ? enquiriesIn('resolved', 1) : [],
                    meta: { currentPage: 1, itemsPerPage: 10, totalItems: 1, totalPages: 1 },
                  },
                },
              },
      },
    });
    const alert = await within(await column('Resolved')).findByRole('alert');
    expect(alert).toHaveTextContent(text.boardLoadFailed('Resolved'));
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Subject 1')).toBeInTheDocument();
  });

  it('open a card’s detail at its own address, by click or Enter', async () => {
    const { user, router } = renderBoard({ cards: enquiriesIn('outstanding', 2) });
    await user.click(within(await card('Subject 1')).getByText('What about question 1?'));
    await waitFor(() => expect(router.state.location.search).toBe('?enquiry=e-1'));
    expect(await screen.findByText('Detail of e-1')).toBeInTheDocument();

    (await card('Subject 2')).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?enquiry=e-2'));
  });

  it('open the detail named in the address, as a notification link does', async () => {
    renderBoard({ cards: enquiriesIn('outstanding', 1), path: '/dashboard/questions?enquiry=e-1' });
    expect(await screen.findByText('Detail of e-1')).toBeInTheDocument();
  });
});

/** Opens a card's menu and picks an item. */
async function fromMenu(
  user: ReturnType<typeof renderBoard>['user'],
  subject: string,
  item: string,
) {
  await user.click(
    within(await card(subject)).getByRole('button', { name: `Actions for ${subject}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: item }, BUSY));
}

describe('moving cards', () => {
  it('moves a card with Move to…', async () => {
    const { user, calls } = renderBoard({ cards: enquiriesIn('outstanding', 1) });
    await fromMenu(user, 'Subject 1', 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move to' });
    await user.click(within(dialog).getByRole('button', { name: 'Drafted' }));
    expect(await screen.findByText(text.moved('Drafted'))).toBeInTheDocument();
    expect(
      await within(await column('Drafted')).findByRole('article', { name: 'Subject 1' }),
    ).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateKanbanPriorityUpdateResponse')).toEqual([
      { enquiryId: 'e-1', boardStatus: 'drafted' },
    ]);
  });

  it('shows the card in its new column at once, before the server answers', async () => {
    let answer: (reply: { data: unknown }) => void = () => undefined;
    const { user } = renderBoard({
      cards: enquiriesIn('outstanding', 1),
      handlers: {
        UpdateKanbanPriorityUpdateResponse: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    await fromMenu(user, 'Subject 1', 'Move to…');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Move to' })).getByRole('button', {
        name: 'Resolved',
      }),
    );
    expect(
      await within(await column('Resolved')).findByRole('article', { name: 'Subject 1' }),
    ).toBeInTheDocument();
    expect(within(await column('Outstanding')).queryByRole('article')).toBeNull();
    answer({
      data: { updateKanbanPriorityUpdateResponse: enquiry(1, { boardStatus: 'resolved' }) },
    });
    expect(await screen.findByText(text.moved('Resolved'))).toBeInTheDocument();
  });

  it('puts a refused move back, with the server’s reason', async () => {
    const { user } = renderBoard({
      cards: enquiriesIn('outstanding', 1),
      handlers: {
        UpdateKanbanPriorityUpdateResponse: () =>
          graphQLError('BAD_USER_INPUT', text.guestAnswered),
      },
    });
    await fromMenu(user, 'Subject 1', 'Move to…');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Move to' })).getByRole('button', {
        name: 'Resolved',
      }),
    );
    expect(await screen.findByText(text.guestAnswered)).toBeInTheDocument();
    expect(
      await within(await column('Outstanding')).findByRole('article', { name: 'Subject 1' }),
    ).toBeInTheDocument();
    expect(within(await column('Resolved')).queryByRole('article')).toBeNull();
  });

  it('forbids Outstanding for an answered question and for an answered guest question', async () => {
    const { user } = renderBoard({
      cards: [
        enquiry(1, { boardStatus: 'drafted', status: 'open' }),
        enquiry(2, { boardStatus: 'resolved', isGuest: true, respondedAt: '2026-03-02T00:00:00Z' }),
      ],
    });
    await fromMenu(user, 'Subject 1', 'Move to…');
    let dialog = await screen.findByRole('dialog', { name: 'Move to' });
    expect(within(dialog).getByRole('button', { name: 'Outstanding' })).toBeDisabled();
    expect(within(dialog).getByText(text.notOutstandingAgain)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resolved' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await fromMenu(user, 'Subject 2', 'Move to…');
    dialog = await screen.findByRole('dialog', { name: 'Move to' });
    expect(within(dialog).getByRole('button', { name: 'Outstanding' })).toBeDisabled();
    expect(within(dialog).getByText(text.guestAnswered)).toBeInTheDocument();
  });

  it('sets a priority from the menu, shown as a flag', async () => {
    const { user, calls } = renderBoard({ cards: enquiriesIn('outstanding', 1) });
    await fromMenu(user, 'Subject 1', 'High');
    expect(
      await within(await card('Subject 1')).findByLabelText('High priority'),
    ).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateKanbanPriorityUpdateResponse')).toEqual([
      { enquiryId: 'e-1', boardPriority: 'high' },
    ]);
  });
});

describe('selection and bulk actions', () => {
  it('archive the selection, and Undo in the toast puts it back', async () => {
    const { user, calls } = renderBoard({ cards: enquiriesIn('outstanding', 3) });
    await user.click(within(await card('Subject 1')).getByRole('checkbox'));
    await user.click(within(await card('Subject 3')).getByRole('checkbox'));
    const bar = await screen.findByRole('group', { name: 'Selected questions' });
    expect(within(bar).getByText(text.selected(2))).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));

    expect(await screen.findByText(text.archived(2))).toBeInTheDocument();
    expect(callsOf(calls, 'ArchiveEnquiries')).toEqual([{ enquiryIds: ['e-1', 'e-3'] }]);
    await waitFor(async () =>
      expect(within(await column('Archived')).getAllByRole('article')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Selected questions' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(text.unarchived(2))).toBeInTheDocument();
    expect(callsOf(calls, 'UnarchiveEnquiries')).toEqual([{ enquiryIds: ['e-1', 'e-3'] }]);
    await waitFor(async () =>
      expect(within(await column('Outstanding')).getAllByRole('article')).toHaveLength(3),
    );
  });

  it('asks before archiving a whole column, naming how many', async () => {
    const { user, calls } = renderBoard({
      cards: enquiriesIn('resolved', 3),
      handlers: {
        BulkArchiveEnquiries: () => ({
          data: { bulkArchiveEnquiries: { message: text.archived(3) } },
        }),
      },
    });
    await card('Subject 1');
    await user.click(screen.getByRole('button', { name: 'Resolved column actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive all' }, BUSY));
    const dialog = await screen.findByRole('dialog', { name: 'Archive all' });
    expect(within(dialog).getByText(text.archiveAllConfirm(3, 'Resolved'))).toBeInTheDocument();
    expect(callsOf(calls, 'BulkArchiveEnquiries')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Archive all' }));
    expect(await screen.findByText(text.archived(3))).toBeInTheDocument();
    expect(callsOf(calls, 'BulkArchiveEnquiries')).toEqual([{ boardStatus: 'resolved' }]);
  });
});
