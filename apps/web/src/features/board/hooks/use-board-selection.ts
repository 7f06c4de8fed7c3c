import { useSelection, type Selection } from '@/hooks/use-selection';
import type { BoardFilters } from '../api/board-keys';

/** The cards ticked for the bulk bar, for one view of the board: new filters start it empty. */
export const useBoardSelection = (filters: BoardFilters) => useSelection(JSON.stringify(filters));

export type BoardSelection = Selection;
