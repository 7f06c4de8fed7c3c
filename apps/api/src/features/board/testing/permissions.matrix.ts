import { enquiries, enquiryCategories } from '../../../db/schema';
import type { FeatureMatrix, World } from '../../../testing/matrix';
import { everyone, pageEditors, pageViewers } from '../../../testing/matrix';

// The question board follows the question board area (spec §6): view reads, full changes. The
// foreign company's admin may use their own board, but an id from ours reads to them as not
// found. Rows that change the seeded card leave it usable by the next (a close is refused as
// already closed, a reopen as not closed: both past the checks); deleting the category gets a
// fresh company per call.
const own = (w: World) => ({ id: w.own.boardEnquiryId, ids: [w.own.boardEnquiryId] });
const foreign = (w: World) => ({
  id: w.foreign.boardEnquiryId,
  ids: [w.foreign.boardEnquiryId],
});
const category = (w: World) => ({
  ids: [w.own.boardEnquiryId],
  categoryId: w.own.boardCategoryId,
});
const categoryOnly = (w: World) => ({ categoryId: w.own.boardCategoryId });
const foreignCategory = (w: World) => ({
  ids: [w.foreign.boardEnquiryId],
  categoryId: w.foreign.boardCategoryId,
});
const ownCard = { ...pageViewers, foreign: 'NOT_FOUND' } as const;
const changeOwnCard = { ...pageEditors, foreign: 'NOT_FOUND' } as const;

export const boardMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const [enquiry] = await db
      .insert(enquiries)
      .values({
        companyId: company.id,
        isGuest: true,
        guestFirstName: 'Gail',
        guestLastName: 'Guest',
        guestEmail: 'gail@example.com',
        question: 'When is the AGM?',
      })
      .returning({ id: enquiries.id });
    const [row] = await db
      .insert(enquiryCategories)
      .values({ companyId: company.id, name: 'Dividends', colorIndex: 0 })
      .returning({ id: enquiryCategories.id });
    return { boardEnquiryId: enquiry!.id, boardCategoryId: row!.id };
  },
  operations: {
    'Query.getKanbanBoardQuestionV2': {
      document: '{ getKanbanBoardQuestionV2(boardStatus: outstanding) { meta { totalItems } } }',
      expected: pageViewers,
    },
    'Query.getEnquiryQuestion': {
      document: 'query($id: ID!) { getEnquiryQuestion(enquiryId: $id) { _id } }',
      variables: own,
      onForeign: foreign,
      expected: ownCard,
    },
    'Query.getEnquiriesHistory': {
      document: 'query($id: ID!) { getEnquiriesHistory(enquiryId: $id) { meta { totalItems } } }',
      variables: own,
      onForeign: foreign,
      expected: ownCard,
    },
    'Query.getEnquiryCategories': {
      document: '{ getEnquiryCategories { _id } }',
      expected: pageViewers,
    },
    'Query.getTotalUnreadQuestions': {
      document: '{ getTotalUnreadQuestions }',
      expected: pageViewers,
    },
    'Query.getTeamMembersWithQuestionPermission': {
      document: '{ getTeamMembersWithQuestionPermission { _id } }',
      expected: pageViewers,
    },
    'Mutation.updateKanbanPriorityUpdateResponse': {
      document:
        'mutation($id: ID!) { updateKanbanPriorityUpdateResponse(enquiryId: $id, boardPriority: high) { _id } }',
      variables: own,
      onForeign: foreign,
      expected: changeOwnCard,
    },
    'Mutation.archiveEnquiries': {
      document: 'mutation($ids: [ID!]!) { archiveEnquiries(enquiryIds: $ids) { message } }',
      variables: own,
      onForeign: foreign,
      expected: changeOwnCard,
    },
    'Mutation.unarchiveEnquiries': {
      document: 'mutation($ids: [ID!]!) { unarchiveEnquiries(enquiryIds: $ids) { message } }',
      variables: own,
      onForeign: foreign,
      expected: changeOwnCard,
    },
    'Mutation.bulkArchiveEnquiries': {
      // Drafted is empty in the seeded company: past the checks, nothing moves.
      document: 'mutation { bulkArchiveEnquiries(boardStatus: drafted) { message } }',
      expected: pageEditors,
    },
    'Mutation.bulkUnArchiveEnquiries': {
      document: 'mutation { bulkUnArchiveEnquiries { message } }',
      expected: pageEditors,
    },
    'Mutation.resolveEnquiries': {
      document: 'mutation($ids: [ID!]!) { resolveEnquiries(enquiryIds: $ids) { message } }',
      variables: own,
      onForeign: foreign,
      expected: changeOwnCard,
    },
    'Mutation.closeEnquiry': {
      document: 'mutation($id: ID!) { closeEnquiry(enquiryId: $id) { _id } }',
      variables: own,
      onForeign: foreign,
      expected: changeOwnCard,
    },
    'Mutation.reopenEnquiry': {
      document: 'mutation($id: ID!) { reopenEnquiry(enquiryId: $id) { _id } }',
      variables: own,
      onForeign: foreign,
      expected: changeOwnCard,
    },
    'Mutation.updateEnquiryAssignees': {
      document:
        'mutation($id: ID!, $userIds: [ID!]!) { updateEnquiryAssignees(enquiryId: $id, userIds: $userIds) { _id } }',
      // A colleague to assign: a foreign company's member in their place must be refused.
      variables: (w) => ({ id: w.own.boardEnquiryId, userIds: [w.own.teamMemberId] }),
      onForeign: (w) => ({ id: w.foreign.boardEnquiryId, userIds: [w.foreign.teamMemberId] }),
      expected: changeOwnCard,
    },
    'Mutation.markEnquiryRead': {
      document: 'mutation($id: ID!) { markEnquiryRead(enquiryId: $id) }',
      variables: own,
      onForeign: foreign,
      expected: ownCard,
    },
    'Mutation.createEnquiryCategory': {
      // The second caller on is told the name is taken (CONFLICT): past the checks.
      document:
        'mutation { createEnquiryCategory(name: "Matrix category", colorIndex: 2) { _id } }',
      expected: pageEditors,
    },
    'Mutation.updateEnquiryCategory': {
      document:
        'mutation($categoryId: ID!) { updateEnquiryCategory(categoryId: $categoryId, colorIndex: 3) { _id } }',
      variables: categoryOnly,
      onForeign: foreignCategory,
      expected: changeOwnCard,
    },
    'Mutation.deleteEnquiryCategory': {
      document:
        'mutation($categoryId: ID!) { deleteEnquiryCategory(categoryId: $categoryId) { message } }',
      variables: categoryOnly,
      onForeign: foreignCategory,
      destructive: true,
      expected: changeOwnCard,
    },
    'Mutation.assignEnquiriesToCategory': {
      document:
        'mutation($ids: [ID!]!, $categoryId: ID!) { assignEnquiriesToCategory(enquiryIds: $ids, categoryId: $categoryId) { message } }',
      variables: category,
      onForeign: foreignCategory,
      expected: changeOwnCard,
    },
    'Mutation.removeEnquiriesToCategory': {
      document:
        'mutation($ids: [ID!]!, $categoryId: ID!) { removeEnquiriesToCategory(enquiryIds: $ids, categoryId: $categoryId) { message } }',
      variables: category,
      onForeign: foreignCategory,
      expected: changeOwnCard,
    },
    'Subscription.boardUpdated': {
      // Over HTTP a subscription is refused alike for every caller (BAD_USER_INPUT); who may
      // subscribe over the WebSocket is board-live.test.ts's.
      document: 'subscription { boardUpdated { kind } }',
      expected: everyone('ok'),
    },
  },
};
