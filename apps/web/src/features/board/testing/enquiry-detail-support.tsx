import { renderRoutes } from '@/testing/render-with-providers';
import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { messages, type Role } from '@quorum/shared';
import { vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import type { EnquiryDetail } from '../api/get-enquiry-question';
import type { EnquiryReply } from '../api/get-enquiry-reply-list';
import type { EnquiryNote } from '../api/get-note';
import { EnquiryDetailDrawer } from '../components/enquiry-detail/enquiry-detail-drawer';

type Handlers = Parameters<typeof fakeGraphQL>[0];

export const text = messages.board;
export const jane = { _id: 'user-2', firstName: 'Jane', lastName: 'Citizen' };
export const me = { _id: 'user-1', firstName: 'Demo', lastName: 'Member' };

export function makeEnquiry(overrides: Partial<EnquiryDetail> = {}): EnquiryDetail {
  return {
    _id: 'enquiry-1',
    enquiryType: 'question',
    subject: 'Dividend timing',
    question: 'When will the interim dividend be paid?',
    audio: null,
    announcementInfo: null,
    status: 'outstanding',
    boardStatus: 'outstanding',
    boardPriority: 'none',
    isGuest: false,
    isSampleQuestion: false,
    isDeletedInvestor: false,
    isRemovedCompany: false,
    investorId: 'investor-1',
    investor: {
      _id: 'investor-1',
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Holder',
      userName: null,
      investorStatus: null,
    },
    addedToRegistry: false,
    respondedAt: null,
    sentiment: null,
    replyCount: 0,
    priceSensitiveAnnouncement: null,
    createdAt: '2026-03-01T01:00:00.000Z',
    updatedAt: '2026-03-01T01:00:00.000Z',
    ...overrides,
  };
}

export function makeReply(overrides: Partial<EnquiryReply> = {}): EnquiryReply {
  return {
    _id: 'reply-1',
    fromQuorum: true,
    draft: false,
    content: 'It is paid on 20 March.',
    attachments: [],
    audio: null,
    responder: jane,
    investor: null,
    sentAt: '2026-03-01T02:00:00.000Z',
    createdAt: '2026-03-01T02:00:00.000Z',
    updatedAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

export function makeNote(overrides: Partial<EnquiryNote> = {}): EnquiryNote {
  return {
    _id: 'note-1',
    description: 'Check with the CFO first.',
    locked: false,
    lockedBy: null,
    editedBy: jane,
    editedTexts: [],
    updatedAt: '2026-03-01T03:00:00.000Z',
    ...overrides,
  };
}

export const registryItem = (id: string, question: string, response: string, drafted = false) => ({
  _id: id,
  question,
  response,
  drafted,
  starred: false,
  deleted: false,
  lastEditedAt: '2026-03-01T01:00:00.000Z',
  lastUpdateBy: jane,
  lockedBy: null,
  lockedUntil: null,
});

/**
 * The drawer open on one question, signed in as the demo member with `role`. Answers the
 * question, its thread (`replies`), its note, mark-read, an empty registry, no suggestions and no
 * similar questions unless the test says otherwise. Non-GraphQL fetches (a template file's signed
 * address) answer a small PDF.
 */
export function renderEnquiryDrawer({
  enquiry = makeEnquiry(),
  replies = [],
  note = null,
  role = 'admin',
  handlers = {},
}: {
  enquiry?: EnquiryDetail;
  replies?: EnquiryReply[];
  note?: EnquiryNote | null;
  role?: Role;
  handlers?: Handlers;
} = {}) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail({ role }) } }),
    GetEnquiryQuestion: () => ({ data: { getEnquiryQuestion: enquiry } }),
    GetEnquiryReplyList: () => ({
      data: { getEnquiryReplyList: { items: replies } },
    }),
    GetNote: () => ({ data: { getNote: note } }),
    MarkEnquiryRead: () => ({ data: { markEnquiryRead: 0 } }),
    GetQuestionRegistries: () => ({
      data: {
        getQuestionRegistries: {
          items: [],
          meta: { currentPage: 1, itemsPerPage: 15, totalItems: 0, totalPages: 1 },
        },
      },
    }),
    GetResponseTemplates: () => ({ data: { getResponseTemplates: { limit: null, items: [] } } }),
    GetSuggestedAnswers: () => ({ data: { getSuggestedAnswers: [] } }),
    GetSimilarQuestions: () => ({ data: { getSimilarQuestions: [] } }),
    ...handlers,
  });
  const graphqlFetch = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) =>
    init?.body === undefined
      ? new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }))
      : graphqlFetch(input, init),
  );
  const onClose = vi.fn();
  const { queryClient } = renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <EnquiryDetailDrawer enquiryId={enquiry._id} onClose={onClose} />
          </>
        ),
      },
    ],
    '/',
  );
  const user = userEvent.setup();
  const sent = (operation: string) =>
    api.calls.filter((call) => call.operation === operation).map((call) => call.variables);
  return { ...api, sent, onClose, user, queryClient };
}
