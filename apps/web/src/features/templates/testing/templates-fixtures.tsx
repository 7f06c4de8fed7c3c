import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@quorum/shared';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import type { ResponseTemplate } from '../api/get-response-templates';
import { ResponseTemplatesView } from '../components/response-templates-view';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

export const dividendTemplate: ResponseTemplate = {
  _id: 'template-1',
  title: 'Dividend policy',
  content: 'We reinvest our cash in the Red Hill project.\nThe Board reviews the policy yearly.',
  starred: true,
  readOnly: false,
  updatedAt: '2026-03-02T01:00:00.000Z',
  attachments: [
    {
      key: 'report.pdf',
      name: 'annual-report.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2_400_000,
      url: '/files/report.pdf?expires=1&signature=abc',
    },
  ],
};

export const agmTemplate: ResponseTemplate = {
  _id: 'template-2',
  title: 'Annual General Meeting',
  content: 'The Notice of Meeting is released to the ASX.',
  starred: false,
  readOnly: false,
  updatedAt: '2026-03-01T01:00:00.000Z',
  attachments: [],
};

type Handlers = Parameters<typeof fakeGraphQL>[0];

/** The templates list as getResponseTemplates answers it. */
export const templatesAnswer = (items: ResponseTemplate[], limit: number | null = null) => ({
  data: { getResponseTemplates: { items, limit } },
});

/**
 * The view as a member sees it: an admin ('full') or a viewer ('view'), on a plan. Templates
 * answer from `handlers.GetResponseTemplates`, by default the two above on Premium.
 */
export function renderTemplatesView({
  access = 'full',
  plan = 'premium',
  handlers = {},
}: { access?: 'full' | 'view'; plan?: Plan; handlers?: Handlers } = {}) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({
      data: {
        getCompanyDetail: makeCompanyDetail({ role: access === 'full' ? 'admin' : 'viewer', plan }),
      },
    }),
    GetResponseTemplates: () => templatesAnswer([dividendTemplate, agmTemplate]),
    ...handlers,
  });
  const { router } = renderRoutes(
    [
      {
        path: '/dashboard/question-registry',
        element: (
          <>
            <Notifications />
            <ResponseTemplatesView />
          </>
        ),
      },
      { path: UPGRADE_PLAN_PATH, element: <p>Plan page</p> },
    ],
    '/dashboard/question-registry',
  );
  // The file dialog would filter by type; a dropped file is not filtered, so neither is this one.
  return { ...api, router, user: userEvent.setup({ applyAccept: false }) };
}
