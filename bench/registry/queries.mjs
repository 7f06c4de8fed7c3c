// The registry benchmark's GraphQL documents: the web registry's first page of a search, and the tab counts.
const ITEM_FIELDS = `_id question response drafted starred lastEditedAt
  lastUpdateBy { _id firstName lastName } lockedBy { _id firstName lastName } lockedUntil`;
export const SEARCH = `query Search($searchText: String) {
  getQuestionRegistries(type: all, page: 1, limit: 12, searchText: $searchText) {
    items { ${ITEM_FIELDS} } meta { currentPage itemsPerPage totalItems totalPages }
  }
}`;
export const COUNTS = '{ getQuestionRegistryCount { total starred drafted deleted limit } }';

export const searchBody = (searchText) =>
  JSON.stringify({ query: SEARCH, variables: { searchText } });
