import { builder } from '../graphql/builder';

export interface PageRequest {
  page?: number | null;
  limit?: number | null;
}

/** Which rows a page asks for: `page` from 1, `limit` the list's size by default, never above `max`. */
export interface PageWindow {
  currentPage: number;
  limit: number;
  offset: number;
}

export interface PageMeta {
  currentPage: number;
  itemsPerPage: number;
  totalItems: number;
  totalPages: number;
}

export function pagingOf(args: PageRequest, defaultLimit: number, max: number): PageWindow {
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? defaultLimit), 1), max);
  const currentPage = Math.max(Math.trunc(args.page ?? 1), 1);
  return { limit, currentPage, offset: (currentPage - 1) * limit };
}

/** The spec's page metadata for a window over `totalItems` rows (no rows: zero pages). */
export function pageMeta(window: Omit<PageWindow, 'offset'>, totalItems: number): PageMeta {
  return {
    currentPage: window.currentPage,
    itemsPerPage: window.limit,
    totalItems,
    totalPages: Math.ceil(totalItems / window.limit),
  };
}

/** A GraphQL type for page metadata under the name a list's clients know it by. */
export const pageMetaType = (name: string) =>
  builder.objectRef<PageMeta>(name).implement({
    fields: (t) => ({
      currentPage: t.exposeInt('currentPage'),
      itemsPerPage: t.exposeInt('itemsPerPage'),
      totalItems: t.exposeInt('totalItems'),
      totalPages: t.exposeInt('totalPages'),
    }),
  });

/** The page metadata of the registry, the board and notifications (spec §7 calls it RegistryPageMeta). */
export const PageMetaType = pageMetaType('RegistryPageMeta');
