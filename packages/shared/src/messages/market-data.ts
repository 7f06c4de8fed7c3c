/** Market data: share price, watchlists, alerts, preferences, ASX announcements (issue 19; the spec names the calls and fields only, so every message is ours). */
export const marketDataMessages = {
  liveSymbols: (max: number) => `Follow between 1 and ${max} stocks live at once.`, // (ours)
  symbolRequired: 'Enter an ASX code.', // (ours)
  symbolInvalid: 'An ASX code is 3 to 6 letters or digits, such as BHP.', // (ours)
  symbolUnknown: (code: string) => `No company is listed on the ASX under ${code}.`, // (ours)
  exchangeUnsupported: 'Quorum has prices for the ASX only.', // (ours)
  watchlistNameRequired: 'Give the watchlist a name.', // (ours)
  watchlistNameTooLong: (max: number) => `A watchlist name can be at most ${max} characters.`, // (ours)
  watchlistDescriptionTooLong: (max: number) => `A description can be at most ${max} characters.`, // (ours)
  watchlistNameTaken: 'Another watchlist already has this name.', // (ours)
  watchlistNotFound: 'This watchlist no longer exists. Please refresh the page.', // (ours)
  watchlistsFull: (max: number) => `A company can keep at most ${max} watchlists.`, // (ours)
  watchlistFull: (max: number) => `A watchlist can hold at most ${max} stocks.`, // (ours)
  stockAlreadyWatched: (code: string) => `${code} is already on this watchlist.`, // (ours)
  stockNotWatched: (code: string) => `${code} is not on this watchlist.`, // (ours)
  alertNotFound: 'This alert no longer exists. Please refresh the page.', // (ours)
  alertsFull: (max: number) => `A company can keep at most ${max} alerts.`, // (ours)
  alertTargetRequired: 'Enter the value that sets the alert off.', // (ours)
  alertTargetPositive: 'The target must be more than zero.', // (ours)
  alertTargetTooLarge: 'The target is larger than any price or move Quorum can watch.', // (ours)
  alertConditionForVolume: 'A volume spike alert fires when volume rises above its target.', // (ours)
  refreshIntervalRange: (min: number, max: number) =>
    `Refresh every ${min} seconds at the least and every ${max / 60} minutes at the most.`, // (ours)
  currencyUnsupported: 'Choose one of the listed currencies.', // (ours)
  providerUnsupported: 'Choose one of the listed data providers.', // (ours)
  providerNotConfigured: 'That data provider is not set up on this server.', // (ours)
  stale: (age: string) => `Prices as of ${age} ago: the data provider is not answering.`, // (ours)
  unavailable: 'Prices are not available right now. Please try again in a minute.', // (ours)
  simulated: 'Simulated prices: replay data for demonstration, not from the ASX.', // (ours)
  noAsxCode: 'Add your ASX code in the company details to see your share price.', // (ours)
  watchlistCreated: 'Watchlist created.', // (ours)
  watchlistUpdated: 'Watchlist updated.', // (ours)
  watchlistDeleted: 'Watchlist deleted.', // (ours)
  stockAdded: (code: string) => `${code} added.`, // (ours)
  stockRemoved: (code: string) => `${code} removed.`, // (ours)
  alertCreated: 'Alert created.', // (ours)
  alertUpdated: 'Alert updated.', // (ours)
  alertDeleted: 'Alert deleted.', // (ours)
  preferencesSaved: 'Market data preferences saved.', // (ours)
  synced: (imported: number) =>
    imported === 0
      ? 'Prices refreshed. No new ASX announcements.'
      : `Prices refreshed. ${imported} new ASX announcement${imported === 1 ? '' : 's'} saved as draft${imported === 1 ? '' : 's'}.`, // (ours)
  alertTriggeredTitle: (code: string) => `${code} alert`, // (ours)
  alertTriggered: (
    code: string,
    alertType: 'PRICE' | 'PERCENT_MOVE' | 'VOLUME_SPIKE',
    condition: 'ABOVE' | 'BELOW',
    value: number,
    target: number,
    simulated: boolean,
  ) => {
    const said =
      alertType === 'PRICE'
        ? `${code} ${condition === 'ABOVE' ? 'rose to' : 'fell to'} $${value.toFixed(2)}, ${condition === 'ABOVE' ? 'at or above' : 'at or below'} your alert at $${target.toFixed(2)}.`
        : alertType === 'PERCENT_MOVE'
          ? `${code} has moved ${value >= 0 ? '+' : ''}${value.toFixed(2)}% today, past your alert at ${condition === 'ABOVE' ? '+' : '−'}${target.toFixed(2)}%.`
          : `${code} has traded ${value.toFixed(2)} times its average daily volume today, past your alert at ${target.toFixed(2)} times.`;
    return simulated ? `${said} (Simulated prices.)` : said;
  }, // (ours)
} as const;
