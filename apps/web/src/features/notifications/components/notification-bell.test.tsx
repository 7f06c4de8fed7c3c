import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES, messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import type { SubscriptionHandlers } from '@/lib/graphql';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { stockAlertToastId } from '@/lib/toasts/stock-alert-toast';
import { renderRoutes } from '@/testing/render-with-providers';
import { NotificationBell } from './notification-bell';

type Update = {
  notificationUpdated: {
    unreadCount: number;
    notification: {
      _id: string;
      notificationType?: string;
      title: string;
      message: string;
      hasRead: boolean;
    } | null;
  };
};
const live: { handlers?: SubscriptionHandlers<Update> } = {};

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (_document: unknown, _variables: unknown, handlers: SubscriptionHandlers<Update>) => {
    live.handlers = handlers;
    return () => undefined;
  },
}));

afterEach(() => vi.restoreAllMocks());

const text = messages.notifications;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (n: number, hasRead = false) => ({
  _id: `n${n}`,
  notificationType: 'question_received',
  title: text.questionReceivedTitle,
  message: `Investor ${n} asked Acme Mining Ltd a question.`,
  hasRead,
  createdAt: minutesAgo(n * 5),
  metaData: { enquiryId: `e${n}` },
});

type FakeNotification = Omit<ReturnType<typeof notification>, 'title' | 'metaData'> & {
  title: string;
  metaData: { enquiryId: string | null };
};

function renderBell({
  unread = 2,
  items = [notification(1), notification(2, true)] as FakeNotification[],
} = {}) {
  storeSignIn(makeSignIn());
  let count = unread;
  const api = fakeGraphQL({
    GetUnreadNotificationCount: () => ({ data: { getUnreadNotificationCount: count } }),
    GetNotifications: () => ({
      data: {
        getNotifications: {
          items,
          meta: { currentPage: 1, totalItems: items.length, totalPages: 1 },
        },
      },
    }),
    ReadNotification: (variables) => {
      count -= 1;
      return { data: { readNotification: { _id: variables.notificationId, hasRead: true } } };
    },
    MarkAllNotificationAsRead: () => {
      count = 0;
      return { data: { markAllNotificationAsRead: { message: text.allRead } } };
    },
  });
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <NotificationBell /> },
      { path: '/dashboard/questions', element: <h1>Questions</h1> },
      { path: '/dashboard/notifications', element: <h1>All notifications</h1> },
      { path: '/dashboard/market', element: <h1>Market</h1> },
    ],
    '/dashboard',
  );
  return { ...view, calls: api.calls, user: userEvent.setup() };
}

describe('the notification bell', () => {
  it('shows the unread count on the bell and says it to screen readers', async () => {
    renderBell({ unread: 3 });
    const bell = await screen.findByRole('button', { name: text.unreadBadge(3) });
    expect(bell.parentElement).toHaveTextContent('3');
  });

  it('opens on the latest five, newest first, with the unread ones marked', async () => {
    const { user, calls } = renderBell();
    const bell = await screen.findByRole('button', { name: text.unreadBadge(2) });
    // The button itself says whether its list is open; the badge around it says nothing.
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell.parentElement).not.toHaveAttribute('aria-expanded');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const popover = await screen.findByRole('dialog', { name: text.popoverTitle });
    const rows = await within(popover).findAllByRole('button', { name: /asked Acme Mining/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Unread: New investor question.*Investor 1 asked.*5 minutes ago$/),
      expect.stringMatching(/^New investor question.*Investor 2 asked.*10 minutes ago$/),
    ]);
    expect(calls.find((call) => call.operation === 'GetNotifications')?.variables).toEqual({
      page: 1,
      limit: PAGE_SIZES.notificationPopover,
    });
    expect(within(popover).getByRole('link', { name: text.viewAll })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('marks a notification read and opens its question when clicked', async () => {
    const { user, calls, router } = renderBell();
    await user.click(await screen.findByRole('button', { name: text.unreadBadge(2) }));
    await user.click(await screen.findByRole('button', { name: /Investor 1 asked/ }));

    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?enquiry=e1');
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'ReadNotification')?.variables).toEqual({
        notificationId: 'n1',
      }),
    );
  });

  it('opens the market page from a fired stock alert', async () => {
    const alert = {
      ...notification(3),
      notificationType: 'stock_alert',
      title: messages.marketData.alertTriggeredTitle('BHP'),
      message: messages.marketData.alertTriggered('BHP', 'PRICE', 'ABOVE', 46.2, 46, true),
      metaData: { enquiryId: null },
    };
    const { user, router } = renderBell({ unread: 1, items: [alert] });
    await user.click(await screen.findByRole('button', { name: text.unreadBadge(1) }));
    await user.click(await screen.findByRole('button', { name: /BHP alert/ }));
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/market');
  });

  it('toasts a fired stock alert under the id the market page uses, so it shows once', async () => {
    const toast = vi.spyOn(notifications, 'show');
    renderBell({ unread: 0, items: [] });
    await screen.findByRole('button', { name: text.unreadBadge(0) });
    const message = messages.marketData.alertTriggered('BHP', 'PRICE', 'ABOVE', 46.2, 46, true);
    act(() =>
      live.handlers?.next({
        notificationUpdated: {
          unreadCount: 1,
          notification: {
            _id: 'n7',
            notificationType: 'stock_alert',
            title: messages.marketData.alertTriggeredTitle('BHP'),
            message,
            hasRead: false,
          },
        },
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ id: stockAlertToastId(message), message }),
    );
  });

  it('marks all as read, and the badge goes', async () => {
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: text.unreadBadge(2) }));
    await user.click(await screen.findByRole('button', { name: text.markAllAsRead }));
    expect(await screen.findByRole('button', { name: text.unreadBadge(0) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.markAllAsRead })).toBeDisabled();
  });

  it('says so when there are no notifications yet', async () => {
    const { user } = renderBell({ unread: 0, items: [] });
    await user.click(await screen.findByRole('button', { name: text.unreadBadge(0) }));
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('raises the count and shows a toast the moment a notification arrives', async () => {
    const toast = vi.spyOn(notifications, 'show');
    renderBell({ unread: 0, items: [] });
    await screen.findByRole('button', { name: text.unreadBadge(0) });
    act(() =>
      live.handlers?.next({
        notificationUpdated: {
          unreadCount: 1,
          notification: {
            _id: 'n9',
            title: text.questionReceivedTitle,
            message: 'Ivy Investor asked Acme Mining Ltd a question.',
            hasRead: false,
          },
        },
      }),
    );
    expect(await screen.findByRole('button', { name: text.unreadBadge(1) })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: text.questionReceivedTitle,
        message: 'Ivy Investor asked Acme Mining Ltd a question.',
      }),
    );
  });

  it('updates the count without a toast when the member reads one in another tab', async () => {
    const toast = vi.spyOn(notifications, 'show');
    renderBell({ unread: 2 });
    await screen.findByRole('button', { name: text.unreadBadge(2) });
    act(() =>
      live.handlers?.next({
        notificationUpdated: {
          unreadCount: 1,
          notification: { _id: 'n1', title: 't', message: 'm', hasRead: true },
        },
      }),
    );
    expect(await screen.findByRole('button', { name: text.unreadBadge(1) })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});
