/** The market page, its own lazy chunk. */
export { MarketPage } from './market-page';
