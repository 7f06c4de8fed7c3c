import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone, inAnyCompany, pageEditors } from '../../../testing/matrix';
import { insertAlert, insertItem, insertWatchlist } from '../repo';

const QUOTE = '{ symbol price changePercent marketOpen stale simulated }';
const WATCHLIST = '{ watchlistId name stocks { symbol quote { price } } }';
const ALERT = '{ alertId symbol alertType condition targetPrice isActive armed }';
const PREFERENCES = '{ defaultCurrency autoRefreshInterval preferredDataProvider }';

/** A foreign company's watchlist or alert is not found from ours, for every caller. */
const editorsOfOwn = { ...pageEditors, foreign: 'NOT_FOUND' } as const;

export const marketDataMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const list = await insertWatchlist(db, {
      companyId: company.id,
      name: 'Peers',
      description: 'Iron ore majors',
      createdBy: company.creatorId,
    });
    await insertItem(db, {
      watchlistId: list.id,
      companyId: company.id,
      symbol: 'RIO.AX',
      name: 'Rio Tinto',
    });
    const alert = await insertAlert(db, {
      companyId: company.id,
      watchlistId: list.id,
      symbol: 'RIO.AX',
      alertType: 'PRICE',
      condition: 'ABOVE',
      targetPrice: 1000,
    });
    return { watchlist: list.id, stockAlert: alert.id };
  },
  operations: {
    'Query.getStockPrice': {
      document: `query($s: String) { getStockPrice(symbol: $s) ${QUOTE} }`,
      variables: () => ({ s: 'BHP' }),
      expected: inAnyCompany,
    },
    'Query.getStockPriceHistory': {
      document: `{ getStockPriceHistory(range: ONE_MONTH) { symbol bars { close } } }`,
      expected: inAnyCompany,
    },
    'Query.getStockNews': {
      document: `{ getStockNews(symbol: "BHP", limit: 3) { items { title } } }`,
      expected: inAnyCompany,
    },
    'Query.getWatchlists': { document: `{ getWatchlists ${WATCHLIST} }`, expected: inAnyCompany },
    'Query.getStockAlerts': { document: `{ getStockAlerts ${ALERT} }`, expected: inAnyCompany },
    'Query.getStockDataPreferences': {
      document: `{ getStockDataPreferences ${PREFERENCES} }`,
      expected: inAnyCompany,
    },
    'Mutation.createWatchlist': {
      document: `mutation($i: StockWatchlistInput!) { createWatchlist(input: $i) ${WATCHLIST} }`,
      variables: () => ({ i: { name: 'Lithium', description: 'Battery metals' } }),
      destructive: true,
      expected: pageEditors,
    },
    'Mutation.updateWatchlist': {
      document: `mutation($i: UpdateStockWatchlistInput!) { updateWatchlist(input: $i) ${WATCHLIST} }`,
      variables: (w) => ({ i: { watchlistId: w.own.watchlist, name: 'Majors' } }),
      onForeign: (w) => ({ i: { watchlistId: w.foreign.watchlist, name: 'Majors' } }),
      expected: editorsOfOwn,
    },
    'Mutation.deleteWatchlist': {
      document: `mutation($id: ID!) { deleteWatchlist(watchlistId: $id) { message } }`,
      variables: (w) => ({ id: w.own.watchlist }),
      onForeign: (w) => ({ id: w.foreign.watchlist }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.addStockToWatchlist': {
      document: `mutation($i: WatchlistStockInput!) { addStockToWatchlist(input: $i) ${WATCHLIST} }`,
      variables: (w) => ({ i: { watchlistId: w.own.watchlist, symbol: 'FMG' } }),
      onForeign: (w) => ({ i: { watchlistId: w.foreign.watchlist, symbol: 'FMG' } }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.removeStockFromWatchlist': {
      document: `mutation($i: WatchlistStockInput!) { removeStockFromWatchlist(input: $i) ${WATCHLIST} }`,
      variables: (w) => ({ i: { watchlistId: w.own.watchlist, symbol: 'RIO' } }),
      onForeign: (w) => ({ i: { watchlistId: w.foreign.watchlist, symbol: 'RIO' } }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.createStockAlert': {
      document: `mutation($i: StockAlertInput!) { createStockAlert(input: $i) ${ALERT} }`,
      variables: (w) => ({
        i: {
          watchlistId: w.own.watchlist,
          symbol: 'RIO',
          alertType: 'PRICE',
          condition: 'BELOW',
          targetPrice: 1,
        },
      }),
      onForeign: (w) => ({
        i: {
          watchlistId: w.foreign.watchlist,
          symbol: 'RIO',
          alertType: 'PRICE',
          condition: 'BELOW',
          targetPrice: 1,
        },
      }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.updateStockAlert': {
      document: `mutation($i: UpdateStockAlertInput!) { updateStockAlert(input: $i) ${ALERT} }`,
      variables: (w) => ({
        i: {
          alertId: w.own.stockAlert,
          symbol: 'RIO',
          alertType: 'PRICE',
          condition: 'ABOVE',
          targetPrice: 2000,
        },
      }),
      onForeign: (w) => ({
        i: {
          alertId: w.foreign.stockAlert,
          symbol: 'RIO',
          alertType: 'PRICE',
          condition: 'ABOVE',
          targetPrice: 2000,
        },
      }),
      expected: editorsOfOwn,
    },
    'Mutation.deleteStockAlert': {
      document: `mutation($id: ID!) { deleteStockAlert(alertId: $id) { message } }`,
      variables: (w) => ({ id: w.own.stockAlert }),
      onForeign: (w) => ({ id: w.foreign.stockAlert }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.updateStockDataPreferences': {
      document: `mutation($i: StockDataPreferencesInput!) { updateStockDataPreferences(input: $i) ${PREFERENCES} }`,
      variables: () => ({
        i: {
          defaultCurrency: 'AUD',
          defaultExchange: 'ASX',
          autoRefreshInterval: 30,
          enableRealTimeUpdates: true,
          preferredDataProvider: 'replay',
        },
      }),
      expected: pageEditors,
    },
    'Mutation.syncStockData': {
      document: `mutation { syncStockData { message refreshed imported } }`,
      expected: inAnyCompany,
    },
    'Subscription.stockPriceUpdated': {
      // Over HTTP a subscription is refused alike for every caller (BAD_USER_INPUT); who may
      // subscribe over the WebSocket is market-data-live.test.ts's.
      document: 'subscription { stockPriceUpdated(symbols: ["BHP"]) { price } }',
      expected: everyone('ok'),
    },
    'Subscription.watchlistUpdated': {
      document: 'subscription { watchlistUpdated { watchlistId action } }',
      expected: everyone('ok'),
    },
    'Subscription.stockAlertTriggered': {
      document: 'subscription { stockAlertTriggered { alertId message } }',
      expected: everyone('ok'),
    },
  },
};
