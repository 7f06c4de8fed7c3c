import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import { stockAlertToastId } from '@/lib/toasts/stock-alert-toast';
import { renderRoutes } from '@/testing/render-with-providers';
import { emit, liveSubscriptions } from '../testing/live-fakes';
import { fakeMarketApi, makeAlert, type FakeAlert } from '../testing/market-fixtures';
import { AlertsSection } from './alerts-section';

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (await import('../testing/live-fakes')).fakeSubscribe,
}));

beforeEach(() => {
  liveSubscriptions.length = 0;
});
afterEach(() => vi.restoreAllMocks());

const text = messages.marketData;

const fired = () =>
  makeAlert('a2', {
    symbol: 'BHP.AX',
    code: 'BHP',
    alertType: 'PERCENT_MOVE',
    condition: 'BELOW',
    targetPrice: 3,
    armed: false,
    watchlistId: 'w1',
    lastTriggeredAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    lastTriggeredValue: -3.4,
  });

/** The section over a little server that keeps the company's alerts. */
function renderAlerts({
  alerts = [makeAlert('a1'), fired()],
  canChange = true,
}: { alerts?: FakeAlert[]; canChange?: boolean } = {}) {
  let stored = alerts;
  const api = fakeMarketApi({
    handlers: {
      GetStockAlerts: () => ({ data: { getStockAlerts: stored } }),
      CreateStockAlert: ({ input }) => {
        const fields = input as Record<string, unknown>;
        const created = makeAlert('a9', {
          ...fields,
          code: String(fields.symbol).replace('.AX', ''),
        } as Partial<FakeAlert>);
        stored = [...stored, created];
        return { data: { createStockAlert: created } };
      },
      UpdateStockAlert: ({ input }) => {
        const { alertId, ...fields } = input as { alertId: string } & Partial<FakeAlert>;
        const before = stored.find((alert) => alert.alertId === alertId)!;
        const updated = { ...before, ...fields, symbol: before.symbol };
        stored = stored.map((alert) => (alert.alertId === alertId ? updated : alert));
        return { data: { updateStockAlert: updated } };
      },
      DeleteStockAlert: ({ alertId }) => {
        stored = stored.filter((alert) => alert.alertId !== alertId);
        return { data: { deleteStockAlert: { message: text.alertDeleted } } };
      },
    },
  });
  renderRoutes(
    [{ path: '/dashboard/market', element: <AlertsSection canChange={canChange} /> }],
    '/dashboard/market',
  );
  const variablesOf = (operation: string) =>
    api.calls.filter((call) => call.operation === operation).map((call) => call.variables);
  const fire = (alert: FakeAlert) => {
    stored = stored.map((one) =>
      one.alertId === alert.alertId
        ? {
            ...one,
            armed: false,
            lastTriggeredAt: new Date().toISOString(),
            lastTriggeredValue: 5.1,
          }
        : one,
    );
  };
  return { variablesOf, fire, user: userEvent.setup() };
}

const alertRow = async (code: string) =>
  (await screen.findByRole('cell', { name: code })).closest('tr')!;

describe('the alerts', () => {
  it('list what each watches, whether it is on, armed or triggered, and when it last fired', async () => {
    const pastTarget = makeAlert('a3', {
      symbol: 'RIO.AX',
      code: 'RIO',
      targetPrice: 80,
      armed: false,
    });
    renderAlerts({ alerts: [makeAlert('a1'), fired(), pastTarget] });
    const armed = await alertRow('ACM');
    expect(armed).toHaveTextContent(/^ACMPriceAbove\$5\.00.*ArmedNever$/);
    expect(within(armed).getByRole('switch', { name: 'Active: ACM price alert' })).toBeChecked();
    expect(await alertRow('BHP')).toHaveTextContent(
      /^BHPDay’s moveBelow3\.00%.*Triggered2 hours ago at -3\.40%$/,
    );
    expect(await alertRow('RIO')).toHaveTextContent(/^RIOPriceAbove\$80\.00.*Past targetNever$/);
  });

  it('read as one card each on a phone', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: true });
    try {
      renderAlerts();
      const cards = await screen.findAllByRole('listitem');
      expect(cards.map((card) => card.textContent)).toEqual([
        expect.stringMatching(/^ACM Price above \$5\.00.*ArmedLast triggeredNever$/),
        expect.stringMatching(/^BHP Day’s move below 3\.00%.*TriggeredLast triggered2 hours ago/),
      ]);
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('say there are none yet', async () => {
    renderAlerts({ alerts: [] });
    expect(await screen.findByText('No alerts yet')).toBeInTheDocument();
  });

  it('create an alert, starting from the company’s own code', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { user, variablesOf } = renderAlerts({ alerts: [] });
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    expect(within(dialog).getByRole('textbox', { name: /ASX code/ })).toHaveValue('ACM');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Alert on' }),
      'PERCENT_MOVE',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'BELOW');
    await user.type(within(dialog).getByRole('textbox', { name: /Move/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    expect(await alertRow('ACM')).toHaveTextContent(/Day’s moveBelow5\.00%/);
    expect(variablesOf('CreateStockAlert')).toEqual([
      {
        input: {
          symbol: 'ACM.AX',
          alertType: 'PERCENT_MOVE',
          condition: 'BELOW',
          targetPrice: 5,
          isActive: true,
        },
      },
    ]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: text.alertCreated }));
  });

  it('refuse an alert without a target in the shared words, without asking the server', async () => {
    const { user, variablesOf } = renderAlerts({ alerts: [] });
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'New alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    expect(await within(dialog).findByText(text.alertTargetRequired)).toBeInTheDocument();
    expect(variablesOf('CreateStockAlert')).toEqual([]);
  });

  it('edit an alert and keep the watchlist it was set from', async () => {
    const { user, variablesOf } = renderAlerts();
    const row = await alertRow('BHP');
    await user.click(within(row).getByRole('button', { name: 'Actions for BHP day’s move alert' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' });
    const target = within(dialog).getByRole('textbox', { name: /Move/ });
    await user.clear(target);
    await user.type(target, '4.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await alertRow('BHP')).toHaveTextContent(/Below4\.50%/);
    expect(variablesOf('UpdateStockAlert')).toEqual([
      {
        input: {
          alertId: 'a2',
          watchlistId: 'w1',
          symbol: 'BHP.AX',
          alertType: 'PERCENT_MOVE',
          condition: 'BELOW',
          targetPrice: 4.5,
          isActive: true,
        },
      },
    ]);
  });

  it('pause an alert with its switch', async () => {
    const { user, variablesOf } = renderAlerts();
    const row = await alertRow('ACM');
    const active = within(row).getByRole('switch', { name: 'Active: ACM price alert' });
    await user.click(active);
    await waitFor(() => expect(active).not.toBeChecked());
    expect(variablesOf('UpdateStockAlert')).toEqual([
      expect.objectContaining({
        input: expect.objectContaining({ alertId: 'a1', isActive: false }),
      }),
    ]);
  });

  it('delete an alert only once the person confirms', async () => {
    const { user, variablesOf } = renderAlerts();
    const row = await alertRow('ACM');
    await user.click(within(row).getByRole('button', { name: 'Actions for ACM price alert' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete alert' });
    expect(variablesOf('DeleteStockAlert')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'ACM' })).toBeNull());
    expect(variablesOf('DeleteStockAlert')).toEqual([{ alertId: 'a1' }]);
  });

  it('toast when an alert fires, once with the bell’s, and show it triggered', async () => {
    const toast = vi.spyOn(notifications, 'show');
    const { fire } = renderAlerts();
    const row = await alertRow('ACM');
    const message = text.alertTriggered('ACM', 'PRICE', 'ABOVE', 5.1, 5, true);
    fire(makeAlert('a1'));
    act(() =>
      emit('StockAlertTriggered', {
        stockAlertTriggered: {
          alertId: 'a1',
          symbol: 'ACM.AX',
          value: 5.1,
          triggeredAt: new Date().toISOString(),
          message,
        },
      }),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        id: stockAlertToastId(message),
        title: text.alertTriggeredTitle('ACM'),
        message,
      }),
    );
    expect(await within(row).findByText('Triggered')).toBeInTheDocument();
  });

  it('offer no changes to a member without full access to the company details', async () => {
    renderAlerts({ canChange: false });
    const row = await alertRow('ACM');
    expect(within(row).getByRole('switch', { name: 'Active: ACM price alert' })).toBeDisabled();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New alert' })).toBeNull();
  });
});
