import { MARKET_DATA } from '@quorum/shared';

const HOURS = MARKET_DATA.priceSensitiveWindowHours;
const lead = `Asked within ${HOURS} hours of the price-sensitive ASX announcement`;

/**
 * What the board says of a question that arrived soon after a price-sensitive ASX announcement
 * (issue 19 names the link, not its words). Only the board says them, so they live here.
 */
export const priceSensitiveMessages = {
  badge: 'Price-sensitive announcement', // (ours)
  /** The badge's accessible name: its visible words first, then which announcement. (ours) */
  badgeLabel: (title: string) => `Price-sensitive announcement: “${title}”`,
  /** The badge's tooltip. (ours) */
  askedAfter: (title: string) => `${lead} “${title}”`,
  /** The drawer's line, around the announcement's title (its link). (ours) */
  askedWithin: (released: string) => ({ before: `${lead} “`, after: `”, released ${released}` }),
};
