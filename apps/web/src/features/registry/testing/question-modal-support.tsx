import { renderRoutes } from '@/testing/render-with-providers';
import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { messages, type Plan, type Role } from '@quorum/shared';
import { vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import type { RegistryQuestion } from '../api/get-question-registry';
import {
  RegistryQuestionModal,
  type RegistryQuestionTarget,
} from '../components/question-modal/registry-question-modal';

type Handlers = Parameters<typeof fakeGraphQL>[0];

export const jane = { _id: 'user-2', firstName: 'Jane', lastName: 'Citizen' };
export const me = { _id: 'user-1', firstName: 'Demo', lastName: 'Member' };

export function makeQuestion(overrides: Partial<RegistryQuestion> = {}): RegistryQuestion {
  return {
    _id: 'question-1',
    question: 'When is the next dividend paid?',
    response: 'The interim dividend is paid on 20 March.',
    drafted: false,
    starred: false,
    deleted: false,
    readOnly: false,
    lastEditedAt: '2026-03-01T01:00:00.000Z',
    lastUpdateBy: jane,
    lockedBy: null,
    lockedUntil: null,
    ...overrides,
  };
}

/** The lock as the server answers it: held by `person`, or free. */
export const lockOf = (person: typeof me | null, id = 'question-1') => ({
  questionRegistryId: id,
  lockedBy: person,
  lockedUntil: person ? '2026-03-01T01:03:00.000Z' : null,
});

/**
 * The question modal on its own, as the registry page mounts it, signed in as the demo member of
 * a company with the given plan and role. Answers GetCompanyDetail; the test gives the rest.
 */
export function renderQuestionModal(
  target: RegistryQuestionTarget,
  handlers: Handlers,
  {
    plan = 'premium',
    role = 'admin',
    fakeTimers = false,
  }: { plan?: Plan; role?: Role; fakeTimers?: boolean } = {},
) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail({ plan, role }) } }),
    ...handlers,
  });
  const onClose = vi.fn();
  const { queryClient } = renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <RegistryQuestionModal target={target} tab="drafts" onClose={onClose} />
          </>
        ),
      },
    ],
    '/',
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  /** Adds text at the end of a field in one go, as pasting does: typing long text is slow here. */
  const enter = async (field: HTMLElement, value: string) => {
    await user.click(field);
    await user.paste(value);
  };
  const sent = (operation: string) =>
    api.calls.filter((call) => call.operation === operation).map((call) => call.variables);
  return { ...api, sent, onClose, user, enter, queryClient };
}

export const text = messages.registry;
