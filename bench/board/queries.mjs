// The board's GraphQL as the web board sends it (apps/web/src/features/board/api/): the card fields
// of EnquiryCardFields, the four columns' first pages (page sizes from the spec, 25/10/10/6) in one
// request, the move the load changes the board with, and the subscription an open board holds.
// packages/shared's BOARD_PAGE_SIZES (a .ts file plain Node cannot load here).
const BOARD_PAGE_SIZES = { outstanding: 25, drafted: 10, resolved: 10, archived: 6 };
const BOARD_STATUSES = Object.keys(BOARD_PAGE_SIZES);

export const CARD_FIELDS = `_id enquiryType subject question status boardStatus boardPriority
  isGuest isSampleQuestion isDeletedInvestor isRemovedCompany
  investor { _id firstName lastName email investorStatus }
  assignees { _id firstName lastName profileImage }
  enquiryCategories { _id name colorIndex }
  respondedAt unread replyCount createdAt updatedAt`;

const column = (
  status,
) => `${status}: getKanbanBoardQuestionV2(boardStatus: ${status}, page: 1, limit: ${BOARD_PAGE_SIZES[status]}) {
    items { ${CARD_FIELDS} }
    meta { currentPage itemsPerPage totalItems totalPages }
  }`;

/** The four columns' first pages, one request. */
export const FOUR_COLUMNS = `query BoardFirstPages {
  ${BOARD_STATUSES.map(column).join('\n  ')}
}`;

export const MOVE = `mutation Move($id: ID!, $priority: BoardPriority) {
  updateKanbanPriorityUpdateResponse(enquiryId: $id, boardPriority: $priority) { _id boardPriority }
}`;

/** What the web board's live hook selects. */
export const BOARD_UPDATED =
  'subscription BoardUpdated { boardUpdated { kind enquiryIds boardStatus } }';
