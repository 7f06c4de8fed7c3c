import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FREE_PLAN, messages, type Plan, type RegistryTab, type Role } from '@quorum/shared';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { fakePage } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import type { RegistryItem } from '../api/get-question-registries';
import { QuestionRegistryEmailPage } from '../routes/question-registry-email-page';
import { QuestionRegistryPage } from '../routes/question-registry-page';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

/** A registry question as getQuestionRegistries answers it. */
export const question = (n: number, changes: Partial<RegistryItem> = {}): RegistryItem => ({
  _id: `q-${n}`,
  question: `What is question ${n}?`,
  response: `This is the answer to question ${n}.`,
  drafted: false,
  starred: false,
  deleted: false,
  readOnly: false,
  lastEditedAt: '2026-01-05T03:00:00.000Z',
  lastUpdateBy: { _id: 'user-2', firstName: 'Jane', lastName: 'Citizen' },
  lockedBy: null,
  lockedUntil: null,
  ...changes,
});

const inTab = (tab: RegistryTab, item: RegistryItem) =>
  ({
    all: !item.deleted,
    drafts: item.drafted && !item.deleted,
    starred: item.starred && !item.deleted,
    deleted: item.deleted,
  })[tab];

const STATUS_MESSAGE: Record<string, string> = {
  deleted: messages.registry.sentToDeleted,
  restored: messages.registry.recovered,
  starred: messages.registry.starred,
  unstarred: messages.registry.unstarred,
};

type Handlers = Parameters<typeof fakeGraphQL>[0];

export interface RegistryFixture {
  plan?: Plan;
  role?: Role;
  companyCreator?: boolean;
  questions?: RegistryItem[];
  path?: string;
  /** Replaces the in-memory registry's answer for an operation. */
  handlers?: Handlers;
}

/**
 * The registry screen as a signed-in member sees it, against an in-memory registry that answers
 * the list, counts, ids and status calls the way the contract says: a tab, a search (contains,
 * case ignored), pages of the asked size, the free plan's limit of 3.
 */
export function renderRegistry({
  plan = 'premium',
  role = 'admin',
  companyCreator = true,
  questions = [],
  path = '/dashboard/question-registry',
  handlers = {},
}: RegistryFixture = {}) {
  storeSignIn(makeSignIn());
  let store = [...questions];
  const matching = (variables: Record<string, unknown>) => {
    const tab = (variables.type ?? 'all') as RegistryTab;
    const search = String(variables.searchText ?? '').toLowerCase();
    return store.filter((item) => inTab(tab, item) && item.question.toLowerCase().includes(search));
  };
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({
      data: { getCompanyDetail: makeCompanyDetail({ role, plan, companyCreator }) },
    }),
    GetQuestionRegistries: (variables) => {
      const all = matching(variables);
      return { data: { getQuestionRegistries: fakePage(all, variables) } };
    },
    GetQuestionRegistry: (variables) => ({
      data: {
        getQuestionRegistry: store.find((item) => item._id === variables.questionRegistryId),
      },
    }),
    // Opening a question takes its drafting lock (the question modal's part).
    UpdateQuestionRegistryLockedTime: (variables) => ({
      data: {
        updateQuestionRegistryLockedTime: {
          questionRegistryId: variables.registryId,
          lockedBy: null,
          lockedUntil: null,
        },
      },
    }),
    GetQuestionRegistryIds: (variables) => ({
      data: { getQuestionRegistryIds: matching(variables).map((item) => item._id) },
    }),
    GetQuestionRegistryCount: () => ({
      data: {
        getQuestionRegistryCount: {
          total: store.filter((item) => !item.deleted).length,
          drafted: store.filter((item) => item.drafted && !item.deleted).length,
          starred: store.filter((item) => item.starred && !item.deleted).length,
          deleted: store.filter((item) => item.deleted).length,
          limit: plan === 'freemium' ? FREE_PLAN.registryQuestions : null,
        },
      },
    }),
    UpdateQuestionRegistries: (variables) => {
      const input = variables.input as { status: string; questionRegistryIds: string[] };
      store = store.map((item) =>
        input.questionRegistryIds.includes(item._id)
          ? {
              ...item,
              deleted:
                input.status === 'deleted'
                  ? true
                  : input.status === 'restored'
                    ? false
                    : item.deleted,
              starred:
                input.status === 'starred'
                  ? true
                  : input.status === 'unstarred'
                    ? false
                    : item.starred,
            }
          : item,
      );
      return {
        data: {
          updateQuestionRegistries: {
            message: STATUS_MESSAGE[input.status],
            count: input.questionRegistryIds.length,
          },
        },
      };
    },
    DeleteQuestionRegistriesPermanently: (variables) => {
      const { questionRegistryIds } = variables.input as { questionRegistryIds: string[] };
      store = store.filter((item) => !questionRegistryIds.includes(item._id));
      return {
        data: {
          deleteQuestionRegistriesPermanently: {
            message: messages.registry.deleted,
            count: questionRegistryIds.length,
          },
        },
      };
    },
    ...handlers,
  });
  const withToasts = (page: ReactNode) => (
    <>
      <Notifications />
      {page}
    </>
  );
  const { router } = renderRoutes(
    [
      {
        path: '/dashboard/question-registry/:id?',
        element: withToasts(<QuestionRegistryPage />),
      },
      {
        path: '/dashboard/question-registry-email/:id',
        element: withToasts(<QuestionRegistryEmailPage />),
      },
      { path: UPGRADE_PLAN_PATH, element: <p>Plan page</p> },
    ],
    path,
  );
  return { ...api, router, user: userEvent.setup() };
}

/** The calls of one operation that reached the server, by their variables. */
export const callsOf = (calls: { operation: string; variables: unknown }[], operation: string) =>
  calls.filter((call) => call.operation === operation).map((call) => call.variables);
