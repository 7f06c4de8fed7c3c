import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import {
  INTEGRATIONS_PAGE_PATH,
  WEBFORM_DEFAULT_THEME,
  WEBFORM_PAGE_PATH,
  type Plan,
} from '@quorum/shared';
import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import type { WebformConfig } from '../api/get-webform';
import { IntegrateQuorumPage } from '../routes/integrate-quorum-page';
import { WebFormPage } from '../routes/web-form-page';

/** The web form of a company that has not saved a domain yet, as GET /webform answers it. */
export function makeWebformConfig(overrides: Partial<WebformConfig> = {}): WebformConfig {
  return {
    companyId: 'company-1',
    clientSecret: 'secret-7f3a9c',
    authorizedOrigins: [],
    theme: { ...WEBFORM_DEFAULT_THEME },
    privacyPolicyUrl: null,
    embedCode:
      '<script src="https://quorum.example/webform/embed.js" data-client-secret="secret-7f3a9c"></script>',
    webLink: 'https://quorum.example/webform/iframe?clientSecret=secret-7f3a9c',
    enabled: false,
    ...overrides,
  };
}

/** The same company once https://www.acme.com is saved. */
export const setUpConfig = () =>
  makeWebformConfig({ authorizedOrigins: ['https://www.acme.com'], enabled: true });

export interface RestCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

type RestReply = { status?: number; body: unknown };
type RestHandler = (call: RestCall) => RestReply | Promise<RestReply>;
/** Handlers by method and path: 'GET /webform', 'PUT /webform', 'GET /webform/preview'… */
export type RestHandlers = Record<string, RestHandler>;

export const json = (body: unknown, status = 200): RestReply => ({ status, body });

/**
 * The API at the fetch boundary: GraphQL (the shell's company query) through fakeGraphQL, and the
 * web form's REST routes through `rest`. Every REST call is kept so a test can say what was sent.
 */
function fakeApi({
  access,
  plan,
  companyCreator,
  rest,
  graphql: operations = {},
}: {
  access: 'full' | 'view';
  plan: Plan;
  companyCreator: boolean;
  rest: RestHandlers;
  graphql?: Parameters<typeof fakeGraphQL>[0];
}) {
  storeSignIn(makeSignIn());
  const graphql = fakeGraphQL({
    ...operations,
    GetCompanyDetail: () => ({
      data: {
        getCompanyDetail: makeCompanyDetail({
          role: access === 'full' ? 'admin' : 'viewer',
          plan,
          companyCreator,
        }),
      },
    }),
  });
  const restCalls: RestCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/graphql') return graphql.fetchMock(input, init);
    const call: RestCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init?.headers),
    };
    restCalls.push(call);
    const handler = rest[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`No fake for ${call.method} ${call.path}`);
    const reply = await handler(call);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200 });
  });
  return { graphqlCalls: graphql.calls, restCalls };
}

/** The two pages as a member with the given access and plan sees them, starting at `path`. */
export function renderIntegrations({
  path = INTEGRATIONS_PAGE_PATH,
  access = 'full',
  plan = 'premium',
  companyCreator = true,
  rest = {},
  graphql,
}: {
  path?: string;
  access?: 'full' | 'view';
  plan?: Plan;
  companyCreator?: boolean;
  rest?: RestHandlers;
  /** GraphQL operations besides the company's detail (the investor page's switch). */
  graphql?: Parameters<typeof fakeGraphQL>[0];
} = {}) {
  const api = fakeApi({ access, plan, companyCreator, rest, graphql });
  const { router } = renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          { path: INTEGRATIONS_PAGE_PATH, element: <IntegrateQuorumPage /> },
          { path: WEBFORM_PAGE_PATH, element: <WebFormPage /> },
          { path: UPGRADE_PLAN_PATH, element: <p>Plan page</p> },
        ],
      },
    ],
    path,
  );
  return { ...api, router, user: userEvent.setup() };
}

/** The Web form page, answering GET /webform with `config` unless `rest` says otherwise. */
export function renderWebForm({
  config = makeWebformConfig(),
  rest = {},
  ...options
}: Omit<Parameters<typeof renderIntegrations>[0] & {}, 'path'> & { config?: WebformConfig } = {}) {
  return renderIntegrations({
    ...options,
    path: WEBFORM_PAGE_PATH,
    rest: {
      'GET /webform': () => json(config),
      'GET /webform/preview': ({ query }) =>
        json(`<!doctype html><p>Preview in ${query.primaryColor}</p>`),
      ...rest,
    },
  });
}

/** The body of every PUT /webform, in order. */
export const savesOf = (calls: RestCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/webform').map((c) => c.body);
