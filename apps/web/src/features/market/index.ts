// Market data's public face: the share price card the dashboard home shows, and its query.
export { SharePriceCard } from './components/share-price-card';
export { sharePriceQuery } from './api/get-share-price';
