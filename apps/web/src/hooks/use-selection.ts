import { useCallback, useState } from 'react';

/**
 * The items ticked for a bulk bar. A selection belongs to one view (its filters, tab or search),
 * named by `scope`: when the scope changes the selection starts empty again, so a bulk action
 * never reaches items the person can no longer see.
 */
export function useSelection(scope: string) {
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
    count: ids.size,
    isSelected: (id: string) => ids.has(id),
    toggle: useCallback(
      (id: string) =>
        update((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      [update],
    ),
    /** Replaces the selection with every item of the view, loaded or not. */
    selectAll: useCallback((all: readonly string[]) => update(() => new Set(all)), [update]),
    /** Lets go of items an action changed (an archived card or deleted question leaves the view). */
    remove: useCallback(
      (gone: readonly string[]) =>
        update((current) => new Set([...current].filter((id) => !gone.includes(id)))),
      [update],
    ),
    clear: useCallback(() => update(() => new Set()), [update]),
  };
}

export type Selection = ReturnType<typeof useSelection>;
