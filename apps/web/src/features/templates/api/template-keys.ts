/** Query keys of response templates, owned here; every change invalidates `all`. */
export const templateKeys = {
  all: ['responseTemplates'] as const,
  list: (searchText: string) => [...templateKeys.all, 'getResponseTemplates', searchText] as const,
};
