/** Query keys of the billing feature. */
export const billingKeys = {
  all: ['billing'] as const,
  products: () => [...billingKeys.all, 'products'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  checkout: (id: string) => [...billingKeys.all, 'checkout', id] as const,
  sync: (sessionId: string) => [...billingKeys.all, 'sync', sessionId] as const,
};
