// Market data: what other features may use (the investor page shows the company's share price).
export { publicSharePrice, rangeOf } from './public-price';
export type { PublicSharePrice } from './public-price';
