import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { TIMING } from '@quorum/shared';
import type { BoardFilters } from '../api/board-keys';

/**
 * The filter bar's state: what the person typed (shown at once) and the filters the columns ask
 * with (the search 800 ms after the last keystroke, spec §9).
 */
export function useBoardFilters() {
  const [search, setSearch] = useState('');
  const [categoryIds, setCategoryIds] = useState<string[]>([]);
  const [assignedToMe, setAssignedToMe] = useState(false);
  const [searchText] = useDebouncedValue(search.trim(), TIMING.searchDebounceMs);
  const filters = useMemo<BoardFilters>(
    () => ({ categoryIds: [...categoryIds].sort(), assignedToMe, searchText }),
    [categoryIds, assignedToMe, searchText],
  );
  return {
    search,
    setSearch,
    categoryIds,
    setCategoryIds,
    assignedToMe,
    setAssignedToMe,
    filters,
    filtered: filters.categoryIds.length > 0 || assignedToMe || searchText !== '',
  };
}

export type BoardFilterState = ReturnType<typeof useBoardFilters>;
