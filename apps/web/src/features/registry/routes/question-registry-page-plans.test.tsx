import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { FREE_PLAN, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLError } from '@/testing/fake-graphql';
import { callsOf, question, renderRegistry } from '../testing/registry-fixtures';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

// Live lock updates come over a WebSocket, which these tests have no server for.
vi.mock('../hooks/use-registry-lock-updates', () => ({ useRegistryLockUpdates: () => undefined }));

const text = messages.registry;

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const tab = (name: RegExp) => screen.findByRole('tab', { name });
const card = (n: number) => screen.findByRole('article', { name: `What is question ${n}?` });

describe('on the free plan', () => {
  const three = [question(1), question(2, { drafted: true }), question(3)];

  it('opens the upgrade prompt instead of the form for a fourth question', async () => {
    const { user, router } = renderRegistry({ plan: 'freemium', questions: three });
    await screen.findByLabelText(text.freeCount(3, FREE_PLAN.registryQuestions));
    await user.click(screen.getByRole('button', { name: 'Add new question' }));
    const prompt = await screen.findByRole('dialog', {
      name: text.upgradeMoreThanThree(FREE_PLAN.registryQuestions),
    });
    expect(router.state.location.search).toBe('');
    // The upgrade card stands in for the New question card.
    expect(screen.getByRole('region', { name: text.upgradeCardTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New question/ })).toBeNull();
    await user.click(within(prompt).getByRole('link', { name: text.upgradeTitle }));
    await waitFor(() => expect(router.state.location.pathname).toBe(UPGRADE_PLAN_PATH));
  });

  it('opens the add form below the limit', async () => {
    const { user, router } = renderRegistry({ plan: 'freemium', questions: three.slice(0, 2) });
    await screen.findByLabelText(text.freeCount(2, FREE_PLAN.registryQuestions));
    await user.click(screen.getByRole('button', { name: /New question/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?new=1'));
  });

  it('prompts to upgrade for starring, restoring and CSV import, and asks the server nothing', async () => {
    const { user, calls } = renderRegistry({
      plan: 'freemium',
      questions: [...three, question(4, { deleted: true })],
    });
    await user.click(within(await card(1)).getByRole('button', { name: 'Star question' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: text.upgradeStar })).getByRole('button', {
        name: 'Not now',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'More ways to add questions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Import via CSV' }));
    expect(await screen.findByRole('dialog', { name: text.importTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await tab(/Deleted/));
    await user.click(within(await card(4)).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Recover' }));
    expect(await screen.findByRole('dialog', { name: text.upgradeRestore })).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateQuestionRegistries')).toEqual([]);
  });

  it('shows each Premium tab’s prompt while still listing what is there', async () => {
    const { user } = renderRegistry({ plan: 'freemium', questions: three });
    await user.click(await tab(/Drafts/));
    expect(await screen.findByRole('region', { name: text.upgradeDrafts })).toBeInTheDocument();
    expect(await card(2)).toBeInTheDocument();
    await user.click(await tab(/Starred/));
    expect(await screen.findByRole('region', { name: text.upgradeStar })).toBeInTheDocument();
    await user.click(await tab(/Deleted/));
    expect(await screen.findByRole('region', { name: text.upgradeRestore })).toBeInTheDocument();
  });

  it('shows the upgrade prompt when the server refuses for the plan', async () => {
    const { user } = renderRegistry({
      questions: [question(1)],
      handlers: {
        UpdateQuestionRegistries: () => graphQLError('PAYMENT_REQUIRED', text.premiumStar),
      },
    });
    await user.click(within(await card(1)).getByRole('button', { name: 'Star question' }));
    expect(await screen.findByRole('dialog', { name: text.upgradeStar })).toBeInTheDocument();
  });

  it('tells a member who is not the creator that they may not upgrade', async () => {
    renderRegistry({ plan: 'freemium', role: 'member', companyCreator: false, questions: three });
    const prompt = await screen.findByRole('region', { name: text.upgradeCardTitle });
    expect(within(prompt).getByText(messages.plan.nonPermitUpgrade)).toBeInTheDocument();
    expect(within(prompt).queryByRole('link')).toBeNull();
  });
});

describe('after a move from Premium to the free plan', () => {
  // The server marks every live question beyond the first 3 (oldest first) read-only.
  const five = [1, 2, 3, 4, 5].map((n) => question(n, { readOnly: n > 3 }));

  it('says how many questions are read-only, marks the fourth and offers nothing to change it', async () => {
    renderRegistry({ plan: 'freemium', questions: five });
    const notice = await screen.findByRole('region', { name: text.readOnlyTitle });
    expect(within(notice).getByText(text.readOnlyNotice(2, 3))).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: text.upgradeTitle })).toBeInTheDocument();

    const fourth = await card(4);
    expect(within(fourth).getByText(text.readOnlyBadge)).toBeInTheDocument();
    expect(within(fourth).queryByRole('checkbox')).toBeNull();
    expect(within(fourth).queryByRole('button')).toBeNull();
    const third = await card(3);
    expect(within(third).queryByText(text.readOnlyBadge)).toBeNull();
    expect(within(third).getByRole('button', { name: 'Star question' })).toBeInTheDocument();
  });

  it('opens the fourth question with the reason, a disabled Edit and the way to Premium, and never asks for its lock', async () => {
    const { user, calls } = renderRegistry({ plan: 'freemium', questions: five });
    await user.click(within(await card(4)).getByRole('link', { name: 'What is question 4?' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(text.readOnly(3))).toBeInTheDocument();
    const edit = within(dialog).getByRole('button', { name: 'Edit' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(text.readOnly(3));
    expect(within(dialog).queryByRole('button', { name: /Star|Unstar/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: text.upgradeTitle })).toBeInTheDocument();
    expect(callsOf(calls, 'UpdateQuestionRegistryLockedTime')).toEqual([]);
  });

  it('shows the read-only upgrade prompt when the server refuses to delete one', async () => {
    const { user } = renderRegistry({
      plan: 'freemium',
      questions: [question(1), question(2)],
      handlers: {
        UpdateQuestionRegistries: () => graphQLError('PAYMENT_REQUIRED', text.readOnly(3)),
      },
    });
    await user.click(within(await card(1)).getByRole('button', { name: /Actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete question' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: /^Delete/ }));
    const prompt = await screen.findByRole('dialog', { name: text.readOnlyTitle });
    expect(within(prompt).getByText(text.readOnly(3))).toBeInTheDocument();
  });
});

describe('for a viewer', () => {
  it('is read-only: no adding, importing, selecting, starring or menus', async () => {
    const { user, router } = renderRegistry({
      role: 'viewer',
      questions: [question(1, { starred: true })],
    });
    const first = await card(1);
    expect(within(first).getByRole('img', { name: 'Starred' })).toBeInTheDocument();
    expect(within(first).queryByRole('checkbox')).toBeNull();
    expect(within(first).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add new question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New question|Import questions/ })).toBeNull();
    await user.click(within(first).getByRole('link', { name: 'What is question 1?' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/question-registry/q-1'),
    );
  });
});

describe('loading the list', () => {
  it('loads the next page on request after the first twelve', async () => {
    const questions = Array.from({ length: 14 }, (_, i) => question(i + 1));
    const { user } = renderRegistry({ questions });
    await card(12);
    expect(screen.queryByRole('article', { name: 'What is question 13?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await card(14)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when the questions could not be loaded and tries again on request', async () => {
    let failing = true;
    const { user } = renderRegistry({
      questions: [question(1)],
      handlers: {
        GetQuestionRegistries: () =>
          failing
            ? graphQLError('FORBIDDEN', messages.permission.denied)
            : {
                data: {
                  getQuestionRegistries: {
                    items: [question(1)],
                    meta: { currentPage: 1, itemsPerPage: 12, totalItems: 1, totalPages: 1 },
                  },
                },
              },
      },
    });
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card(1)).toBeInTheDocument();
  });

  it('shows a friendly empty state for each tab', async () => {
    const { user } = renderRegistry();
    expect(await screen.findByText(text.emptyAllTitle)).toBeInTheDocument();
    await user.click(await tab(/Deleted/));
    expect(await screen.findByText(text.emptyDeletedTitle)).toBeInTheDocument();
  });
});
