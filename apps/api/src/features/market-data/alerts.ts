// When a stock alert fires (issue 19). An alert watches a value of a quote — the price, the day's
// move in per cent, or the day's volume as a multiple of the average daily volume — and fires
// once when its condition comes to hold; it is armed again only when the condition stops holding,
// so a price that stays above its target tells the team once, not every tick.
import type { StockAlertCondition, StockAlertType } from '@quorum/shared';
import type { Quote } from './provider';

export interface AlertRule {
  alertType: StockAlertType;
  condition: StockAlertCondition;
  targetPrice: number;
}

/** The value the alert watches, or null when it cannot be known (no average volume yet). */
export function watchedValue(
  alert: Pick<AlertRule, 'alertType'>,
  quote: Pick<Quote, 'price' | 'changePercent' | 'volume'>,
  averageVolume: number | null,
): number | null {
  switch (alert.alertType) {
    case 'PRICE':
      return quote.price;
    case 'PERCENT_MOVE':
      return quote.changePercent;
    case 'VOLUME_SPIKE':
      return averageVolume && averageVolume > 0 ? quote.volume / averageVolume : null;
  }
}

/** Whether the alert's condition holds for the value. A move BELOW is a fall of the target. */
export function conditionHolds(alert: AlertRule, value: number): boolean {
  const target =
    alert.alertType === 'PERCENT_MOVE' && alert.condition === 'BELOW'
      ? -alert.targetPrice
      : alert.targetPrice;
  return alert.condition === 'ABOVE' ? value >= target : value <= target;
}

export type AlertStep = 'fire' | 'rearm' | 'none';

/** What a new value does to an alert: fire an armed one whose condition holds, rearm a fired one. */
export function alertStep(alert: AlertRule & { armed: boolean }, value: number | null): AlertStep {
  if (value === null) return 'none';
  const holds = conditionHolds(alert, value);
  if (alert.armed && holds) return 'fire';
  if (!alert.armed && !holds) return 'rearm';
  return 'none';
}
