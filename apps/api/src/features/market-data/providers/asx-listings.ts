// Large ASX listings the replay knows by itself, so a demo's watchlist shows real codes and
// names at prices of the right size. The reference prices are round figures near where each
// traded in late 2025: the replay's walk wanders around them, it does not follow the market.

export interface AsxListing {
  name: string;
  /** Where the replay's price wanders around, in AUD. */
  referencePrice: number;
}

const LISTINGS: [code: string, name: string, referencePrice: number][] = [
  ['BHP', 'BHP Group', 45],
  ['CBA', 'Commonwealth Bank of Australia', 160],
  ['CSL', 'CSL', 180],
  ['NAB', 'National Australia Bank', 40],
  ['WBC', 'Westpac Banking Corporation', 37],
  ['ANZ', 'ANZ Group Holdings', 33],
  ['WES', 'Wesfarmers', 85],
  ['MQG', 'Macquarie Group', 210],
  ['FMG', 'Fortescue', 20],
  ['RIO', 'Rio Tinto', 130],
  ['WDS', 'Woodside Energy Group', 24],
  ['TLS', 'Telstra Group', 4.9],
  ['WOW', 'Woolworths Group', 30],
  ['GMG', 'Goodman Group', 33],
  ['TCL', 'Transurban Group', 14],
  ['ALL', 'Aristocrat Leisure', 65],
  ['COL', 'Coles Group', 22],
  ['REA', 'REA Group', 220],
  ['STO', 'Santos', 6.5],
  ['QBE', 'QBE Insurance Group', 20],
  ['SUN', 'Suncorp Group', 19],
  ['JHX', 'James Hardie Industries', 32],
  ['NST', 'Northern Star Resources', 22],
  ['S32', 'South32', 3.4],
  ['ORG', 'Origin Energy', 12],
  ['MIN', 'Mineral Resources', 40],
  ['PLS', 'Pilbara Minerals', 3.2],
  ['XRO', 'Xero', 150],
  ['RMD', 'ResMed', 40],
  ['IAG', 'Insurance Australia Group', 8.2],
  ['AMC', 'Amcor', 14],
  ['APA', 'APA Group', 8.6],
  ['CPU', 'Computershare', 37],
  ['SHL', 'Sonic Healthcare', 25],
  ['BXB', 'Brambles', 23],
  ['TWE', 'Treasury Wine Estates', 6],
  ['QAN', 'Qantas Airways', 10.5],
  ['SCG', 'Scentre Group', 4.1],
  ['ASX', 'ASX', 62],
  ['IEL', 'IDP Education', 6],
];

/** The bundled listings, keyed by Quorum's symbol: "BHP.AX". */
export const ASX_LISTINGS: ReadonlyMap<string, AsxListing> = new Map(
  LISTINGS.map(([code, name, referencePrice]) => [`${code}.AX`, { name, referencePrice }]),
);

/**
 * The number a symbol's simulated data grows from: 32-bit FNV-1a of its upper-cased text, the
 * same in every process and on every machine.
 */
export function symbolSeed(symbol: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(symbol.trim().toUpperCase(), 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const FALLBACK_LOWEST = 20;
const FALLBACK_HIGHEST = 60;

/**
 * The listed reference price, or for a symbol the list does not hold (a Quorum company such as
 * the demo's DMO.AX) one drawn from its seed, spread evenly in log between $20 and $60: a price
 * whose ASX tick (1c) is small beside a minute's move, so a company's own price moves on its
 * dashboard as a traded stock's does (at $1.78, a 0.5c tick held one still for minutes).
 */
export function referencePriceOf(symbol: string): number {
  const listed = ASX_LISTINGS.get(symbol.trim().toUpperCase());
  if (listed) return listed.referencePrice;
  const unit = symbolSeed(symbol) / 2 ** 32;
  const price = FALLBACK_LOWEST * (FALLBACK_HIGHEST / FALLBACK_LOWEST) ** unit;
  return Math.round(price * 100) / 100;
}
