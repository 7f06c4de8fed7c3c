import {
  createCustomer,
  createPortalConfiguration,
  createPortalSession,
  createPrice,
  createProduct,
  listPortalConfigurations,
  listPrices,
  updateCustomer,
} from './catalog';
import { createSession, expireSession } from './checkout';
import type { Form } from './form';
import { read } from './form';
import type { Json } from './objects';
import { createSchedule, releaseSchedule, updateSchedule } from './schedules';
import type { Store } from './store';
import { cancelSubscription, listSubscriptions, updateSubscription } from './subscriptions';

/** One route of the fake: its method, its path (ids captured), and what it answers. */
interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  answer(store: Store, form: Form, id: string): Json | Json[];
}

const ID = '([A-Za-z0-9_]+)';
const route = (method: Route['method'], path: string, answer: Route['answer']): Route => ({
  method,
  path: new RegExp(`^/v1/${path.replace(':id', ID)}$`),
  answer,
});

/**
 * Exactly the calls the Stripe driver makes. A list answers an array, which the server wraps in
 * Stripe's list object; anything else is refused as Stripe refuses an unknown URL.
 */
export const ROUTES: Route[] = [
  route('GET', 'prices', (store, form) => listPrices(store, form)),
  route('POST', 'prices', (store, form) => createPrice(store, form)),
  route('GET', 'prices/:id', (store, _form, id) => store.get(store.prices, 'price', id)),
  route('POST', 'products', (store, form) => createProduct(store, form)),
  route('GET', 'products/:id', (store, _form, id) => store.get(store.products, 'product', id)),
  route('POST', 'customers', (store, form) => createCustomer(store, form)),
  route('GET', 'customers/:id', (store, _form, id) => store.get(store.customers, 'customer', id)),
  route('POST', 'customers/:id', (store, form, id) => updateCustomer(store, id, form)),
  route('POST', 'checkout/sessions', (store, form) => createSession(store, form)),
  route('GET', 'checkout/sessions/:id', (store, _form, id) =>
    store.get(store.sessions, 'checkout.session', id),
  ),
  route('POST', 'checkout/sessions/:id/expire', (store, _form, id) => expireSession(store, id)),
  route('GET', 'subscriptions', (store, form) => listSubscriptions(store, form)),
  route('GET', 'subscriptions/:id', (store, _form, id) =>
    store.get(store.subscriptions, 'subscription', id),
  ),
  route('POST', 'subscriptions/:id', (store, form, id) => updateSubscription(store, id, form)),
  route('DELETE', 'subscriptions/:id', (store, _form, id) => cancelSubscription(store, id)),
  route('POST', 'subscription_schedules', (store, form) => createSchedule(store, form)),
  route('GET', 'subscription_schedules/:id', (store, _form, id) =>
    store.get(store.schedules, 'subscription schedule', id),
  ),
  route('POST', 'subscription_schedules/:id', (store, form, id) => updateSchedule(store, id, form)),
  route('POST', 'subscription_schedules/:id/release', (store, _form, id) =>
    releaseSchedule(store, id),
  ),
  route('GET', 'billing_portal/configurations', (store, form) =>
    listPortalConfigurations(store, form),
  ),
  route('POST', 'billing_portal/configurations', (store, form) =>
    createPortalConfiguration(store, form),
  ),
  route('POST', 'billing_portal/sessions', (store, form) => createPortalSession(store, form)),
];

/** The answer to one request: the object (or list) as presented with its `expand`. */
export function answer(
  store: Store,
  method: string,
  path: string,
  form: Form,
): { found: false } | { found: true; body: Json } {
  for (const candidate of ROUTES) {
    if (candidate.method !== method) continue;
    const match = candidate.path.exec(path);
    if (!match) continue;
    const result = candidate.answer(store, form, match[1] ?? '');
    const expand = read.strings(form.expand);
    if (!Array.isArray(result)) return { found: true, body: store.present(result, expand) };
    const limit = read.number(form.limit) ?? 10;
    const list = {
      object: 'list',
      data: result.slice(0, limit),
      has_more: result.length > limit,
      url: path,
    };
    return { found: true, body: store.present(list, expand) };
  }
  return { found: false };
}
