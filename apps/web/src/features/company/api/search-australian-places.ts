import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';

const SearchAustralianPlaces = graphql(`
  query SearchAustralianPlaces($query: String!) {
    searchAustralianPlaces(query: $query) {
      suburb
      state
      postCode
      latitude
      longitude
      addressLineOne
    }
  }
`);

export type AustralianPlace = ResultOf<
  typeof SearchAustralianPlaces
>['searchAustralianPlaces'][number];

/** Fewer characters match too much to be useful: "P" is half the country. */
const MIN_QUERY_LENGTH = 2;

/**
 * Suburbs and postcodes matching what the person typed (already debounced by the caller); street
 * addresses too, with their street line, when the server has a maps provider.
 */
export function useAustralianPlaces(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['company', 'searchAustralianPlaces', trimmed.toLowerCase()],
    queryFn: async ({ signal }) =>
      (await request(SearchAustralianPlaces, { query: trimmed }, { signal }))
        .searchAustralianPlaces,
    enabled: trimmed.length >= MIN_QUERY_LENGTH,
    // Places do not move while the form is open: a search answered once stays answered.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
