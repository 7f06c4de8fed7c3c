import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { CURRENCY, PLAN_LABELS, premiumPriceUnits } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail, type CompanyDetailOptions } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import type { BillingOverview } from '../api/get-billing-overview';
import type { PaymentProduct } from '@quorum/shared';

export const ESSENTIALS_PRICE = 'price_local_essentials';
export const PREMIUM_PRICE = 'price_local_premium';

const DAY_MS = 86_400_000;
/** A date `days` from now, as the API sends dates. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** The two products as GET /stripe/products/v2 lists them on the local driver. */
export function makeProducts(): PaymentProduct[] {
  const tiers: PricedTier[] = [5000, 20000, 50000, 100000];
  return [
    {
      id: 'prod_local_essentials',
      name: PLAN_LABELS.freemium,
      description: 'Free for up to 5,000 shareholders.',
      images: [],
      default_price: ESSENTIALS_PRICE,
      pricelist: [
        {
          id: ESSENTIALS_PRICE,
          currency: CURRENCY,
          unit_amount: 0,
          recurring: { interval: 'month' },
          tiers_mode: null,
          tiers: null,
        },
      ],
    },
    {
      id: 'prod_local_premium',
      name: PLAN_LABELS.premium,
      description: 'Everything in Essentials, for unlimited questions, templates and team members.',
      images: [],
      default_price: PREMIUM_PRICE,
      pricelist: [
        {
          id: PREMIUM_PRICE,
          currency: CURRENCY,
          unit_amount: null,
          recurring: { interval: 'month' },
          tiers_mode: 'volume',
          tiers: [
            ...tiers.map((tier) => ({
              up_to: tier,
              flat_amount: premiumPriceUnits(tier),
              unit_amount: null,
            })),
            { up_to: null, flat_amount: null, unit_amount: null },
          ],
        },
      ],
    },
  ];
}

/** billingOverview as the API answers it: by default Premium paid at 20,000, 12 days left. */
export function makeOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    driver: 'local',
    canManageBilling: true,
    plan: 'premium',
    status: 'active',
    tier: 20000,
    amountUnits: premiumPriceUnits(20000),
    gstUnits: Math.round(premiumPriceUnits(20000) / 11),
    currency: CURRENCY,
    periodEnd: inDays(12),
    renewable: true,
    hold: false,
    graceEndsAt: null,
    trialEndsAt: null,
    daysLeft: 12,
    portalAvailable: false,
    invoices: [],
    ...overrides,
  };
}

export interface RestCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
type RestReply = { status?: number; body: unknown };
/** Handlers by method and path: 'GET /stripe/products/v2', 'POST /stripe/subscribe/v2'… */
export type RestHandlers = Record<string, (call: RestCall) => RestReply | Promise<RestReply>>;

export const json = (body: unknown, status = 200): RestReply => ({ status, body });
export const refusal = (status: number, message: string, code = 'BAD_USER_INPUT') =>
  json({ code, message }, status);

/** A request that never answers: the page stays in its loading state. */
export const never = () => new Promise<RestReply>(() => undefined);

/**
 * The API at the fetch boundary: GraphQL (the member, the company, billingOverview) through
 * fakeGraphQL, and billing's REST routes through `rest`. Every call is kept so a test can say
 * what was sent, and how often the company was read.
 */
export function fakeBillingApi({
  company = {},
  overview = makeOverview(),
  rest = {},
  signedIn = true,
}: {
  company?: CompanyDetailOptions;
  overview?: BillingOverview;
  rest?: RestHandlers;
  signedIn?: boolean;
} = {}) {
  if (signedIn) storeSignIn(makeSignIn());
  const graphql = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail(company) } }),
    LoggedInUserDetail: () => ({ data: { loggedInUserDetail: { _id: 'user-1' } } }),
    BillingOverview: () => ({ data: { billingOverview: overview } }),
  });
  const restCalls: RestCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/graphql') return graphql.fetchMock(input, init);
    const call: RestCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init?.headers).get('authorization'),
    };
    restCalls.push(call);
    const handlers: RestHandlers = {
      'GET /stripe/products/v2': () => json({ data: makeProducts() }),
      ...rest,
    };
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`No fake for ${call.method} ${call.path}`);
    const reply = await handler(call);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { graphqlCalls: graphql.calls, restCalls };
}

/** The bodies of every call to one route, in order. */
export const sentTo = (calls: RestCall[], route: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body);

/** Where a test's navigation landed: the path and query, on the page of its own. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

/** Renders `routes` (and stand-ins for the pages they lead to) as the app does, at `path`. */
export function renderBilling(routes: RouteObject[], path: string) {
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [...routes, { path: '*', element: <Landed /> }],
      },
    ],
    path,
  );
  return { ...view, user: userEvent.setup() };
}
