import type { RegistryTab } from '@quorum/shared';
import { useSelection, type Selection } from '@/hooks/use-selection';

/** The questions ticked for the bulk bar, for one list: another tab or search starts it empty. */
export const useRegistrySelection = (tab: RegistryTab, searchText: string) =>
  useSelection(`${tab}\n${searchText}`);

export type RegistrySelection = Selection;
