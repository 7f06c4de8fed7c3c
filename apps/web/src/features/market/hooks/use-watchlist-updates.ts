import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql, subscribe } from '@/lib/graphql';
import { marketKeys } from '../api/market-keys';

const WatchlistUpdated = graphql(`
  subscription WatchlistUpdated {
    watchlistUpdated {
      watchlistId
      action
      symbol
    }
  }
`);

/** A watchlist changed in another browser (or this one): the lists load again. */
export function useWatchlistUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: marketKeys.watchlists() });
    return subscribe(WatchlistUpdated, {}, { next: refetch, reconnected: refetch });
  }, [queryClient]);
}
