import { registryImportRowSchema, type RegistryCsvRow } from '@quorum/shared';
import { useMemo, useReducer } from 'react';

/** A row under review, with an id that stays put while others are edited or removed. */
export interface CsvReviewRow extends RegistryCsvRow {
  id: number;
}

type Action =
  | { type: 'load'; rows: RegistryCsvRow[] }
  | { type: 'edit'; id: number; values: RegistryCsvRow }
  | { type: 'remove'; id: number }
  | { type: 'clear' };

function reduce(rows: CsvReviewRow[], action: Action): CsvReviewRow[] {
  switch (action.type) {
    case 'load':
      return action.rows.map((row, index) => ({ ...row, id: index + 1 }));
    case 'edit':
      return rows.map((row) => (row.id === action.id ? { ...row, ...action.values } : row));
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'clear':
      return [];
  }
}

/** Why a row cannot be imported as it stands (the shared Finalise rule's words), or null. */
export const rowProblem = (row: RegistryCsvRow): string | null =>
  registryImportRowSchema.safeParse(row).error?.issues[0]?.message ?? null;

/**
 * The questions read from a CSV while they are reviewed. There is no separate step state: with
 * rows the import is in review, and removing the last one returns it to choosing a file (spec §4).
 */
export function useCsvRows() {
  const [rows, dispatch] = useReducer(reduce, []);
  const problems = useMemo(() => {
    const found = new Map<number, string>();
    for (const row of rows) {
      const problem = rowProblem(row);
      if (problem) found.set(row.id, problem);
    }
    return found;
  }, [rows]);
  return {
    rows,
    /** Each row that cannot be imported yet, by id, with the reason. */
    problems,
    load: (loaded: RegistryCsvRow[]) => dispatch({ type: 'load', rows: loaded }),
    edit: (id: number, values: RegistryCsvRow) => dispatch({ type: 'edit', id, values }),
    remove: (id: number) => dispatch({ type: 'remove', id }),
    clear: () => dispatch({ type: 'clear' }),
  };
}
