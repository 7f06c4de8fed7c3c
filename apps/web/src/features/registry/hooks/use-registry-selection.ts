import { useCallback, useState } from 'react';

/**
 * The questions ticked for the bulk bar. It belongs to one list (a tab and a search): when
 * `listKey` changes, the selection starts empty again, so a bulk action never reaches questions
 * the person can no longer see.
 */
export function useRegistrySelection(listKey: string) {
  const [state, setState] = useState<{ listKey: string; ids: ReadonlySet<string> }>({
    listKey,
    ids: new Set(),
  });
  const ids = state.listKey === listKey ? state.ids : new Set<string>();

  const update = useCallback(
    (change: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
      setState((s) => ({ listKey, ids: change(s.listKey === listKey ? s.ids : new Set()) })),
    [listKey],
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
    selectAll: useCallback((all: readonly string[]) => update(() => new Set(all)), [update]),
    remove: useCallback(
      (gone: readonly string[]) =>
        update((current) => new Set([...current].filter((id) => !gone.includes(id)))),
      [update],
    ),
    clear: useCallback(() => update(() => new Set()), [update]),
  };
}

export type RegistrySelection = ReturnType<typeof useRegistrySelection>;
