import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { WatchlistFields, type Watchlist } from './get-watchlists';
import { marketKeys } from './market-keys';

/*
 * Every watchlist change but deletion answers the watchlist as it stands after it, so each hook
 * puts that answer in the cache: one file for the calls, which differ only in their document.
 * The watchlistUpdated event that follows refetches the lists for everyone else.
 */

const CreateWatchlist = graphql(
  `
    mutation CreateWatchlist($input: StockWatchlistInput!) {
      createWatchlist(input: $input) {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

const UpdateWatchlist = graphql(
  `
    mutation UpdateWatchlist($input: UpdateStockWatchlistInput!) {
      updateWatchlist(input: $input) {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

const AddStockToWatchlist = graphql(
  `
    mutation AddStockToWatchlist($input: WatchlistStockInput!) {
      addStockToWatchlist(input: $input) {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

const RemoveStockFromWatchlist = graphql(
  `
    mutation RemoveStockFromWatchlist($input: WatchlistStockInput!) {
      removeStockFromWatchlist(input: $input) {
        ...WatchlistFields
      }
    }
  `,
  [WatchlistFields],
);

const DeleteWatchlist = graphql(`
  mutation DeleteWatchlist($watchlistId: ID!) {
    deleteWatchlist(watchlistId: $watchlistId) {
      message
    }
  }
`);

/** The lists with `changed` in its place, or at the end when it is new. */
function withWatchlist(lists: Watchlist[] | undefined, changed: Watchlist): Watchlist[] {
  if (!lists) return [changed];
  return lists.some((list) => list.watchlistId === changed.watchlistId)
    ? lists.map((list) => (list.watchlistId === changed.watchlistId ? changed : list))
    : [...lists, changed];
}

function useWatchlistChange<V>(send: (variables: V) => Promise<Watchlist>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) =>
      queryClient.setQueryData<Watchlist[]>(marketKeys.watchlists(), (lists) =>
        withWatchlist(lists, changed),
      ),
  });
}

export const useCreateWatchlist = () =>
  useWatchlistChange(
    async (input: VariablesOf<typeof CreateWatchlist>['input']) =>
      (await request(CreateWatchlist, { input })).createWatchlist,
  );

export const useUpdateWatchlist = () =>
  useWatchlistChange(
    async (input: VariablesOf<typeof UpdateWatchlist>['input']) =>
      (await request(UpdateWatchlist, { input })).updateWatchlist,
  );

/** `symbol` as the person typed it: the server reads "bhp", "BHP" and "BHP.AX" alike. */
export const useAddStockToWatchlist = () =>
  useWatchlistChange(
    async (input: VariablesOf<typeof AddStockToWatchlist>['input']) =>
      (await request(AddStockToWatchlist, { input })).addStockToWatchlist,
  );

export const useRemoveStockFromWatchlist = () =>
  useWatchlistChange(
    async (input: VariablesOf<typeof RemoveStockFromWatchlist>['input']) =>
      (await request(RemoveStockFromWatchlist, { input })).removeStockFromWatchlist,
  );

export function useDeleteWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (watchlistId: string) =>
      (await request(DeleteWatchlist, { watchlistId })).deleteWatchlist,
    onSuccess: (_result, watchlistId) =>
      queryClient.setQueryData<Watchlist[]>(marketKeys.watchlists(), (lists) =>
        lists?.filter((list) => list.watchlistId !== watchlistId),
      ),
  });
}
