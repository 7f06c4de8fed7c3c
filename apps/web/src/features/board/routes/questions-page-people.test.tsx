import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('categories', () => {
  it('refuses a category without a name in the shared words, and creates one in a chosen colour', async () => {
    const { user, calls } = renderBoard({ cards: enquiriesIn('outstanding', 1) });
    await user.click(await screen.findByRole('button', { name: 'Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories' });
    expect(await within(dialog).findByText(text.noCategories)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText(text.categoryNameRequired)).toBeInTheDocument();
    expect(callsOf(calls, 'CreateEnquiryCategory')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Category name'), 'Dividends');
    await user.click(within(dialog).getByRole('radio', { name: 'Teal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText(text.categoryCreated)).toBeInTheDocument();
    expect(callsOf(calls, 'CreateEnquiryCategory')).toEqual([{ name: 'Dividends', colorIndex: 6 }]);
    expect(await within(dialog).findByText('Dividends')).toBeInTheDocument();
  });

  it('asks before deleting a category', async () => {
    const { user, calls } = renderBoard({
      categories: [{ _id: 'c-1', name: 'Dividends', colorIndex: 0 }],
      handlers: {
        DeleteEnquiryCategory: () => ({
          data: { deleteEnquiryCategory: { message: text.categoryDeleted } },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Categories' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Dividends' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(within(confirm).getByText(text.confirmDeleteCategory('Dividends'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(text.categoryDeleted)).toBeInTheDocument();
    expect(callsOf(calls, 'DeleteEnquiryCategory')).toEqual([{ categoryId: 'c-1' }]);
  });
});

describe('assigning', () => {
  it('on the free plan, shows the upgrade prompt instead of the team', async () => {
    const { user, calls } = renderBoard({ plan: 'freemium', cards: enquiriesIn('outstanding', 1) });
    await fromMenu(user, 'Subject 1', 'Assign…');
    expect(
      await screen.findByRole('dialog', { name: text.assignUpgradeTitle }),
    ).toBeInTheDocument();
    expect(callsOf(calls, 'GetTeamMembersWithQuestionPermission')).toEqual([]);
  });
});

describe('with view access only', () => {
  it('shows the board with no checkboxes, menus or column actions, and still opens questions', async () => {
    const { user, router } = renderBoard({ role: 'viewer', cards: enquiriesIn('resolved', 2) });
    const first = await card('Subject 1');
    expect(screen.getByText(text.readOnlyBoard)).toBeInTheDocument();
    expect(within(await column('Resolved')).queryAllByRole('checkbox')).toEqual([]);
    expect(within(first).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /column actions/ })).toBeNull();
    expect(first).not.toHaveAttribute('aria-roledescription');
    await user.click(within(first).getByText('What about question 1?'));
    await waitFor(() => expect(router.state.location.search).toBe('?enquiry=e-1'));
  });
});

describe('who asked', () => {
  it('follows the investor display rules on the cards', async () => {
    renderBoard({
      cards: [
        enquiry(1, { isDeletedInvestor: true }),
        enquiry(2, { isRemovedCompany: true }),
        enquiry(3, {
          isSampleQuestion: true,
          investor: { ...enquiry(3).investor, firstName: 'Sam', lastName: 'Sample' },
        }),
        enquiry(4, {
          isGuest: true,
          investor: { ...enquiry(4).investor, _id: null, firstName: 'Gail', lastName: 'Guest' },
        }),
        enquiry(5, { enquiryType: 'announcement_reply' }),
      ],
    });
    const deleted = await card('Subject 1');
    expect(within(deleted).getByText(text.deletedUserName)).toBeInTheDocument();
    expect(within(deleted).getByText(text.investorDeletedAccount)).toBeInTheDocument();
    expect(within(deleted).queryByText(/Ivy/)).toBeNull();
    expect(
      within(await card('Subject 2')).getByText(text.investorRemovedCompany),
    ).toBeInTheDocument();
    expect(within(await card('Subject 3')).getByText('Sample')).toBeInTheDocument();
    expect(within(await card('Subject 4')).getByText(text.guestLabel)).toBeInTheDocument();
    expect(within(await card('Subject 5')).getByText(text.announcementReply)).toBeInTheDocument();
  });
});
