import { messages, SHAREHOLDER_TIERS } from '@quorum/shared';
import type { PricedTier, ShareholderTier } from '@quorum/shared';

const LAST_PRICED = SHAREHOLDER_TIERS.filter((t): t is PricedTier => t !== 'infinite').at(-1)!;

/** A tier's number as people read it: 20,000. */
export const tierText = (tier: PricedTier) => tier.toLocaleString('en-AU');

/** The tier choices of the dropdowns: 'Up to 5,000 shareholders' … 'More than 100,000 shareholders'. */
export const tierOptionLabel = (tier: ShareholderTier) =>
  tier === 'infinite'
    ? messages.pricing.tierAbove(tierText(LAST_PRICED))
    : messages.pricing.tierOption(tierText(tier));

/** The choices as Mantine's Select and SegmentedControl take them (values are strings). */
export const TIER_OPTIONS = SHAREHOLDER_TIERS.map((tier) => ({
  value: String(tier),
  label: tierOptionLabel(tier),
}));

export const tierFromValue = (value: string | null): ShareholderTier =>
  SHAREHOLDER_TIERS.find((tier) => String(tier) === value) ?? SHAREHOLDER_TIERS[0]!;
