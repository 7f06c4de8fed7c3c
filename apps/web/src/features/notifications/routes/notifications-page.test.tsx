import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES, messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { NotificationsPage } from './notifications-page';

const text = messages.notifications;

const notification = (n: number) => ({
  _id: `n${n}`,
  notificationType: 'question_assigned',
  title: text.questionAssignedTitle,
  message: `Jane Citizen assigned you question ${n}.`,
  hasRead: n > 2,
  createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  metaData: { enquiryId: `e${n}` },
});

/** A member with `total` notifications, the newest two unread, served 10 a page. */
function renderPage(total: number, { failing = false } = {}) {
  storeSignIn(makeSignIn());
  let unread = Math.min(total, 2);
  const all = Array.from({ length: total }, (_, n) => notification(n + 1));
  const api = fakeGraphQL({
    GetUnreadNotificationCount: () => ({ data: { getUnreadNotificationCount: unread } }),
    GetNotifications: (variables) => {
      if (failing) return graphQLError('INTERNAL_SERVER_ERROR', 'The server stumbled.');
      const page = Number(variables.page);
      const limit = Number(variables.limit);
      return {
        data: {
          getNotifications: {
            items: all.slice((page - 1) * limit, page * limit),
            meta: { currentPage: page, totalItems: total, totalPages: Math.ceil(total / limit) },
          },
        },
      };
    },
    MarkAllNotificationAsRead: () => {
      unread = 0;
      for (const item of all) item.hasRead = true;
      return { data: { markAllNotificationAsRead: { message: text.allRead } } };
    },
  });
  renderRoutes(
    [
      { path: '/dashboard/notifications', element: <NotificationsPage /> },
      { path: '/dashboard/questions', element: <h1>Questions</h1> },
    ],
    '/dashboard/notifications',
  );
  return { calls: api.calls, user: userEvent.setup() };
}

const rowNames = () =>
  screen.getAllByRole('button', { name: /assigned you question/ }).map((row) => row.textContent);

describe('the notifications page', () => {
  it('shows ten a page, newest first, and pages on', async () => {
    const { user, calls } = renderPage(23);
    await screen.findByRole('button', { name: /question 1\./ });
    expect(rowNames()).toHaveLength(PAGE_SIZES.notifications);
    expect(rowNames()[0]).toMatch(/^Unread: .*question 1\..*1 hour ago$/);
    expect(rowNames()[2]).not.toMatch(/^Unread/);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: /question 11\./ })).toBeInTheDocument();
    expect(calls.filter((c) => c.operation === 'GetNotifications').at(-1)?.variables).toEqual({
      page: 2,
      limit: 10,
    });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('marks all as read, taking away every unread mark', async () => {
    const { user } = renderPage(3);
    await screen.findByRole('button', { name: /^Unread: .*question 1\./ });
    const markAll = screen.getByRole('button', { name: text.markAllAsRead });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    await waitFor(() => expect(rowNames().every((name) => !name?.startsWith('Unread'))).toBe(true));
    expect(screen.getByRole('button', { name: text.markAllAsRead })).toBeDisabled();
  });

  it('opens the question a notification is about', async () => {
    const { user } = renderPage(1);
    await user.click(await screen.findByRole('button', { name: /question 1\./ }));
    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeInTheDocument();
  });

  it('says so when there are none, with nothing to mark', async () => {
    renderPage(0);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.markAllAsRead })).toBeDisabled();
  });

  it('explains a failure to load and tries again on request', async () => {
    const { user, calls } = renderPage(5, { failing: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text.loadFailed)).toBeInTheDocument();
    const before = calls.filter((c) => c.operation === 'GetNotifications').length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'GetNotifications').length).toBe(before + 1),
    );
  });
});
