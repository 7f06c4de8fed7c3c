import { Notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { messages, type BoardStatus, type Plan, type Role } from '@quorum/shared';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { fakePage } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import type { EnquiryCategory } from '../api/get-enquiry-categories';
import type { BoardCard } from '../api/get-kanban-board-question-v2';
import { QuestionsPage } from '../routes/questions-page';

/** A card as getKanbanBoardQuestionV2 answers it. */
export const enquiry = (n: number, changes: Partial<BoardCard> = {}): BoardCard => ({
  _id: `e-${n}`,
  enquiryType: 'question',
  subject: `Subject ${n}`,
  question: `What about question ${n}?`,
  status: 'outstanding',
  boardStatus: 'outstanding',
  boardPriority: 'none',
  isGuest: false,
  isSampleQuestion: false,
  isDeletedInvestor: false,
  isRemovedCompany: false,
  investor: {
    _id: `i-${n}`,
    firstName: 'Ivy',
    lastName: `Investor${n}`,
    email: `ivy${n}@example.com`,
    investorStatus: null,
  },
  assignees: [],
  enquiryCategories: [],
  respondedAt: null,
  sentiment: null,
  unread: false,
  replyCount: 0,
  similarQuestionCount: 0,
  priceSensitiveAnnouncement: null,
  createdAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-01T01:00:00.000Z',
  ...changes,
});

/** `count` cards in one column, numbered from `from`. */
export const enquiriesIn = (status: BoardStatus, count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => enquiry(from + i, { boardStatus: status }));

type Handlers = Parameters<typeof fakeGraphQL>[0];

export interface BoardFixture {
  cards?: BoardCard[];
  categories?: EnquiryCategory[];
  plan?: Plan;
  role?: Role;
  path?: string;
  handlers?: Handlers;
}

const ok = (message: string) => ({ message });

/**
 * The board as a signed-in member sees it, against an in-memory board answering the contract's
 * calls: columns by status, newest first as stored, in pages of the asked size; archive and
 * unarchive (back to where the card was), moves, categories.
 */
export function renderBoard({
  cards = [],
  categories = [],
  plan = 'premium',
  role = 'admin',
  path = '/dashboard/questions',
  handlers = {},
}: BoardFixture = {}) {
  storeSignIn(makeSignIn());
  let store = [...cards];
  const before = new Map<string, BoardStatus>();
  let categoryList = [...categories];
  const setStatus = (ids: readonly string[], to: (card: BoardCard) => BoardStatus) => {
    store = store.map((card) =>
      ids.includes(card._id) ? { ...card, boardStatus: to(card) } : card,
    );
  };
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail({ role, plan }) } }),
    GetKanbanBoardQuestionV2: (variables) => {
      const all = store.filter((card) => card.boardStatus === variables.boardStatus);
      return { data: { getKanbanBoardQuestionV2: fakePage(all, variables) } };
    },
    GetEnquiryCategories: () => ({ data: { getEnquiryCategories: categoryList } }),
    ArchiveEnquiries: (variables) => {
      const ids = variables.enquiryIds as string[];
      for (const card of store) if (ids.includes(card._id)) before.set(card._id, card.boardStatus);
      setStatus(ids, () => 'archived');
      return { data: { archiveEnquiries: ok(messages.board.archived(ids.length)) } };
    },
    UnarchiveEnquiries: (variables) => {
      const ids = variables.enquiryIds as string[];
      setStatus(ids, (card) => before.get(card._id) ?? 'outstanding');
      return { data: { unarchiveEnquiries: ok(messages.board.unarchived(ids.length)) } };
    },
    UpdateKanbanPriorityUpdateResponse: (variables) => {
      store = store.map((card) =>
        card._id === variables.enquiryId
          ? {
              ...card,
              boardStatus: (variables.boardStatus as BoardStatus | null) ?? card.boardStatus,
              boardPriority:
                (variables.boardPriority as BoardCard['boardPriority'] | null) ??
                card.boardPriority,
            }
          : card,
      );
      return {
        data: {
          updateKanbanPriorityUpdateResponse: store.find((c) => c._id === variables.enquiryId),
        },
      };
    },
    CreateEnquiryCategory: (variables) => {
      const created = {
        _id: `c-${categoryList.length + 1}`,
        name: String(variables.name),
        colorIndex: Number(variables.colorIndex),
      };
      categoryList = [...categoryList, created];
      return { data: { createEnquiryCategory: created } };
    },
    ...handlers,
  });
  const { router } = renderRoutes(
    [
      {
        path: '/dashboard/questions',
        element: (
          <>
            <Notifications />
            <QuestionsPage />
          </>
        ),
      },
    ],
    path,
  );
  return { ...api, router, user: userEvent.setup() };
}

/** The calls of one operation that reached the server, by their variables. */
export const callsOf = (calls: { operation: string; variables: unknown }[], operation: string) =>
  calls.filter((call) => call.operation === operation).map((call) => call.variables);
