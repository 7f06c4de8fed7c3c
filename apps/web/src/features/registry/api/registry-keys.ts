import type { RegistryTab } from '@quorum/shared';

/**
 * Query keys of the question registry. Every change to questions invalidates `all`, so the tab
 * lists, the counts and an open question refetch together; the cache is per company (it is reset
 * on a company switch).
 */
export const registryKeys = {
  all: ['registry'] as const,
  lists: () => [...registryKeys.all, 'getQuestionRegistries'] as const,
  list: (tab: RegistryTab, searchText: string) =>
    [...registryKeys.lists(), tab, searchText] as const,
  ids: (tab: RegistryTab, searchText: string) =>
    [...registryKeys.all, 'getQuestionRegistryIds', tab, searchText] as const,
  counts: () => [...registryKeys.all, 'getQuestionRegistryCount'] as const,
  question: (id: string) => [...registryKeys.all, 'getQuestionRegistry', id] as const,
  /** The email-extension view: saved questions for one user (a separate list, not a tab). */
  extension: (userId: string, searchText: string) =>
    [...registryKeys.all, 'extension', userId, searchText] as const,
};
