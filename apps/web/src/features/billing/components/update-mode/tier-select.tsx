import { NativeSelect } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ShareholderTier } from '@quorum/shared';
import { TIER_OPTIONS, tierFromValue } from '../tier-text';

/** Premium row's shareholder-tier selector; the company's own tier is marked as such. */
export function TierSelect({
  value,
  currentTier,
  onChange,
}: {
  value: ShareholderTier;
  currentTier: ShareholderTier | null;
  onChange: (tier: ShareholderTier) => void;
}) {
  const data = TIER_OPTIONS.map((option) =>
    currentTier !== null && option.value === String(currentTier)
      ? { ...option, label: `${option.label} (${messages.pricing.yourTier})` }
      : option,
  );
  return (
    <NativeSelect
      label={messages.pricing.tierLabel}
      data={data}
      value={String(value)}
      onChange={(event) => onChange(tierFromValue(event.currentTarget.value))}
    />
  );
}
