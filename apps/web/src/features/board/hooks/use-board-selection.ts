import { useCallback, useState } from 'react';

/**
 * The cards ticked for the bulk bar. It belongs to one view of the board (its filters): when
 * `scope` changes the selection starts empty again, so a bulk action never reaches cards the
 * person can no longer see.
 */
export function useBoardSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({
    scope,
    ids: new Set(),
  });
  const ids = state.scope === scope ? state.ids : new Set<string>();

  const update = useCallback(
    (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
      setState((s) => ({ scope, ids: change(s.scope === scope ? s.ids : new Set()) })),
    [scope],
  );

  return {
    ids,
    has: (id: string) => ids.has(id),
    toggle: useCallback(
      (id: string) =>
        update((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      [update],
    ),
    /** Lets go of cards an action changed (archived cards leave the view). */
    remove: useCallback(
      (gone: readonly string[]) =>
        update((current) => new Set([...current].filter((id) => !gone.includes(id)))),
      [update],
    ),
    clear: useCallback(() => update(() => new Set()), [update]),
  };
}

export type BoardSelection = ReturnType<typeof useBoardSelection>;
