import type { StockAlertCondition, StockAlertType } from '@quorum/shared';

/** How the alerts list and form name an alert's type and condition. */
export const ALERT_TYPE_LABEL: Record<StockAlertType, string> = {
  PRICE: 'Price',
  PERCENT_MOVE: 'Day’s move',
  VOLUME_SPIKE: 'Volume spike',
};

export const ALERT_CONDITION_LABEL: Record<StockAlertCondition, string> = {
  ABOVE: 'Above',
  BELOW: 'Below',
};

/** What the target means for each type, for the form's field. */
export const ALERT_TARGET_FIELD: Record<StockAlertType, { label: string; description: string }> = {
  PRICE: { label: 'Target price', description: 'In dollars: the price that sets the alert off.' },
  PERCENT_MOVE: {
    label: 'Move (%)',
    description: 'The day’s move in per cent, up for Above and down for Below.',
  },
  VOLUME_SPIKE: {
    label: 'Volume multiple',
    description: 'Times the average daily volume of the 20 sessions before today.',
  },
};
