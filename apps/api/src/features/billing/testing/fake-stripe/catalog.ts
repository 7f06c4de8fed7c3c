import type { Form } from './form';
import { read } from './form';
import type { Customer, Json, PortalConfiguration, Price, PriceTier, Product } from './objects';
import { StripeApiError, invalidRequest, newId } from './objects';
import type { Store } from './store';

/** Products, prices, customers and the Customer Portal: the objects that only get made and read. */

export function createProduct(store: Store, form: Form): Product {
  const id = read.string(form.id) ?? newId('prod');
  if (store.products.has(id))
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'resource_already_exists',
      message: 'Product already exists.',
      param: 'id',
    });
  const name = read.string(form.name);
  if (!name) throw invalidRequest('Missing required param: name.', 'name');
  const product: Product = {
    id,
    object: 'product',
    name,
    description: read.string(form.description) ?? null,
    images: read.strings(form.images),
    active: read.boolean(form.active) ?? true,
    default_price: null,
    metadata: read.metadata(form.metadata),
    tax_code: read.string(form.tax_code) ?? null,
    unit_label: read.string(form.unit_label) ?? null,
    created: store.now,
    livemode: false,
  };
  store.products.set(id, product);
  store.emit('product.created', product);
  return product;
}

export function createPrice(store: Store, form: Form): Price {
  const productId = read.string(form.product);
  if (!productId) throw invalidRequest('Missing required param: product.', 'product');
  store.get(store.products, 'product', productId, 'product');
  const currency = read.string(form.currency);
  if (!currency) throw invalidRequest('Missing required param: currency.', 'currency');
  const lookupKey = read.string(form.lookup_key) ?? null;
  const holder = [...store.prices.values()].find((price) => price.lookup_key === lookupKey);
  if (lookupKey && holder) {
    if (!read.boolean(form.transfer_lookup_key))
      throw invalidRequest(
        `A price (\`${holder.id}\`) already uses that lookup key.`,
        'lookup_key',
      );
    holder.lookup_key = null;
  }
  const tiered = read.string(form.billing_scheme) === 'tiered';
  const tiers = read.list(form.tiers).map((tier): PriceTier => {
    const fields = read.object(tier);
    const upTo = read.string(fields.up_to);
    return {
      up_to: upTo === 'inf' ? null : Number(upTo),
      flat_amount: read.number(fields.flat_amount) ?? null,
      unit_amount: read.number(fields.unit_amount) ?? null,
    };
  });
  if (tiered && (tiers.length === 0 || tiers.at(-1)?.up_to !== null))
    throw invalidRequest('The last tier must have `up_to` set to `inf`.', 'tiers');
  if (tiers.some((tier) => tier.flat_amount === null && tier.unit_amount === null))
    throw invalidRequest('Each tier needs a `unit_amount` or a `flat_amount`.', 'tiers');
  const unitAmount = read.number(form.unit_amount) ?? null;
  if (!tiered && unitAmount === null)
    throw invalidRequest('Missing required param: unit_amount.', 'unit_amount');
  const recurring = read.object(form.recurring);
  const price: Price = {
    id: newId('price'),
    object: 'price',
    product: productId,
    active: true,
    currency,
    unit_amount: tiered ? null : unitAmount,
    billing_scheme: tiered ? 'tiered' : 'per_unit',
    tiers_mode: tiered ? ((read.string(form.tiers_mode) as 'volume' | 'graduated') ?? null) : null,
    recurring: {
      interval: read.string(recurring.interval) ?? 'month',
      interval_count: 1,
      usage_type: 'licensed',
    },
    lookup_key: lookupKey,
    tax_behavior: read.string(form.tax_behavior) ?? 'unspecified',
    nickname: read.string(form.nickname) ?? null,
    metadata: read.metadata(form.metadata),
    type: 'recurring',
    created: store.now,
    livemode: false,
  };
  store.prices.set(price.id, price);
  if (tiered) store.priceTiers.set(price.id, tiers);
  store.emit('price.created', price);
  return price;
}

export function listPrices(store: Store, form: Form): Price[] {
  const lookupKeys = read.strings(form.lookup_keys);
  const active = read.boolean(form.active);
  const product = read.string(form.product);
  return [...store.prices.values()]
    .filter((price) => lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key ?? ''))
    .filter((price) => active === undefined || price.active === active)
    .filter((price) => product === undefined || price.product === product)
    .reverse();
}

/** The amount of one period at a quantity: per unit, or the volume tier the quantity falls in. */
export function amountOf(store: Store, price: Price, quantity: number): number {
  if (price.billing_scheme === 'per_unit') return (price.unit_amount ?? 0) * quantity;
  const tier = (store.priceTiers.get(price.id) ?? []).find(
    (candidate) => candidate.up_to === null || quantity <= candidate.up_to,
  );
  return (tier?.flat_amount ?? 0) + (tier?.unit_amount ?? 0) * quantity;
}

export function createCustomer(store: Store, form: Form): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    created: store.now,
    email: read.string(form.email) ?? null,
    name: read.string(form.name) ?? null,
    metadata: read.metadata(form.metadata),
    address: null,
    balance: 0,
    invoice_settings: { default_payment_method: null },
    livemode: false,
  };
  store.customers.set(customer.id, customer);
  store.emit('customer.created', customer);
  return customer;
}

export function updateCustomer(store: Store, id: string, form: Form): Customer {
  const customer = store.get(store.customers, 'customer', id);
  const previous: Json = {};
  for (const field of ['email', 'name'] as const) {
    const value = read.string(form[field]);
    if (value !== undefined && value !== customer[field]) {
      previous[field] = customer[field];
      customer[field] = value;
    }
  }
  if (form.metadata !== undefined) {
    previous.metadata = customer.metadata;
    customer.metadata = { ...customer.metadata, ...read.metadata(form.metadata) };
  }
  store.emit('customer.updated', customer, previous);
  return customer;
}

export function createPortalConfiguration(store: Store, form: Form): PortalConfiguration {
  const configuration: PortalConfiguration = {
    id: newId('bpc'),
    object: 'billing_portal.configuration',
    active: true,
    is_default: store.portalConfigurations.size === 0,
    features: read.object(form.features) as Json,
    business_profile: read.object(form.business_profile) as Json,
    metadata: read.metadata(form.metadata),
    created: store.now,
    livemode: false,
  };
  store.portalConfigurations.set(configuration.id, configuration);
  return configuration;
}

export function listPortalConfigurations(store: Store, form: Form): PortalConfiguration[] {
  const active = read.boolean(form.active);
  const isDefault = read.boolean(form.is_default);
  return [...store.portalConfigurations.values()]
    .filter((configuration) => active === undefined || configuration.active === active)
    .filter((configuration) => isDefault === undefined || configuration.is_default === isDefault)
    .reverse();
}

export function createPortalSession(store: Store, form: Form) {
  const customerId = read.string(form.customer);
  if (!customerId) throw invalidRequest('Missing required param: customer.', 'customer');
  store.get(store.customers, 'customer', customerId, 'customer');
  const configurationId =
    read.string(form.configuration) ??
    [...store.portalConfigurations.values()].find((configuration) => configuration.is_default)?.id;
  if (!configurationId)
    throw invalidRequest(
      'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
    );
  store.get(store.portalConfigurations, 'configuration', configurationId, 'configuration');
  const id = newId('bps');
  const session = {
    id,
    object: 'billing_portal.session' as const,
    customer: customerId,
    configuration: configurationId,
    return_url: read.string(form.return_url) ?? null,
    url: `${store.baseUrl}/p/session/${id}`,
    created: store.now,
    livemode: false as const,
  };
  store.portalSessions.set(id, session);
  return session;
}
