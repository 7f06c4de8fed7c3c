// A company's stock alerts (issue 19): made, changed and deleted here; when one fires is alerts.ts,
// and firing is the tick's (ticker.ts). Changing them takes full access to company details.
import { MARKET_DATA, codeOfSymbol, messages, stockAlertFormSchema } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { lockCompany } from '../../core/company-lock';
import { validate } from '../../lib/validate';
import { conditionHolds, watchedValue } from './alerts';
import { quoteOf } from './quotes';
import * as repo from './repo';
import { forgetAlertedSymbols } from './alerted-symbols';
import type { StockAlertView } from './types';

const text = messages.marketData;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function alertView(row: repo.AlertRow): StockAlertView {
  return {
    alertId: row.id,
    watchlistId: row.watchlistId,
    symbol: row.symbol,
    code: codeOfSymbol(row.symbol),
    alertType: row.alertType,
    condition: row.condition,
    targetPrice: row.targetPrice,
    isActive: row.isActive,
    armed: row.armed,
    lastTriggeredAt: row.lastTriggeredAt,
    lastTriggeredValue: row.lastTriggeredValue,
    createdAt: row.createdAt,
  };
}

export async function getStockAlerts(deps: Deps, member: Member): Promise<StockAlertView[]> {
  return (await repo.listAlerts(deps.db, member.companyId)).map(alertView);
}

interface AlertInput {
  watchlistId?: string | null;
  symbol: string;
  alertType: string;
  condition: string;
  targetPrice: number;
  isActive?: boolean | null;
}

/**
 * An alert's fields checked: its watchlist the company's, its symbol one the provider knows. It
 * starts armed only if its condition does not hold already, so it fires on the next crossing, not
 * at once for a price already past its target.
 */
async function checkedAlert(deps: Deps, member: Member, input: AlertInput) {
  const form = validate(stockAlertFormSchema, {
    symbol: input.symbol,
    alertType: input.alertType,
    condition: input.condition,
    targetPrice: input.targetPrice,
    isActive: input.isActive ?? true,
  });
  if (input.watchlistId) {
    const list = UUID.test(input.watchlistId)
      ? await repo.findWatchlist(deps.db, member.companyId, input.watchlistId)
      : undefined;
    if (!list) throw notFound(text.watchlistNotFound);
  }
  const quote = await quoteOf(deps, form.symbol);
  const value = watchedValue(form, quote, null);
  const armed = value === null || !conditionHolds(form, value);
  return { ...form, watchlistId: input.watchlistId ?? null, armed };
}

export async function createStockAlert(
  deps: Deps,
  member: Member,
  input: AlertInput,
): Promise<StockAlertView> {
  const alert = await checkedAlert(deps, member, input);
  const row = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, member.companyId);
    if ((await repo.countAlerts(tx, member.companyId)) >= MARKET_DATA.alertsPerCompany)
      throw badInput(text.alertsFull(MARKET_DATA.alertsPerCompany));
    return repo.insertAlert(tx, {
      ...alert,
      companyId: member.companyId,
      createdBy: member.user.id,
    });
  });
  forgetAlertedSymbols(deps);
  return alertView(row);
}

export async function updateStockAlert(
  deps: Deps,
  member: Member,
  input: AlertInput & { alertId: string },
): Promise<StockAlertView> {
  if (!UUID.test(input.alertId)) throw notFound(text.alertNotFound);
  if (!(await repo.findAlert(deps.db, member.companyId, input.alertId)))
    throw notFound(text.alertNotFound);
  const alert = await checkedAlert(deps, member, input);
  const row = await repo.updateAlert(deps.db, member.companyId, input.alertId, alert);
  if (!row) throw notFound(text.alertNotFound);
  forgetAlertedSymbols(deps);
  return alertView(row);
}

export async function deleteStockAlert(deps: Deps, member: Member, alertId: string) {
  const deleted =
    UUID.test(alertId) && (await repo.deleteAlert(deps.db, member.companyId, alertId));
  if (!deleted) throw notFound(text.alertNotFound);
  forgetAlertedSymbols(deps);
  return { message: text.alertDeleted };
}
