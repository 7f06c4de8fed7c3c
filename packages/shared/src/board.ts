/**
 * The question board's vocabulary (spec §3 Enquiry, §4 Board columns): written once, read by the
 * API's rules and the board's screens.
 */
import { PAGE_SIZES } from './constants';

export const BOARD_STATUSES = ['outstanding', 'drafted', 'resolved', 'archived'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const BOARD_COLUMN_TITLES: Record<BoardStatus, string> = {
  outstanding: 'Outstanding',
  drafted: 'Drafted',
  resolved: 'Resolved',
  archived: 'Archived',
};

/** Spec §9: outstanding 25, drafted 10, resolved 10, archived 6 a page. */
export const BOARD_PAGE_SIZES: Record<BoardStatus, number> = {
  outstanding: PAGE_SIZES.outstanding,
  drafted: PAGE_SIZES.drafted,
  resolved: PAGE_SIZES.resolved,
  archived: PAGE_SIZES.archived,
};

/**
 * The conversation's state. The spec's default is outstanding, and its labels are Active, Closed
 * and Open: a new question (outstanding) shows as Active; a conversation the team has answered and
 * left open to follow-ups is open; closed is closed.
 */
export const ENQUIRY_STATUSES = ['outstanding', 'open', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  outstanding: 'Active',
  open: 'Open',
  closed: 'Closed',
};

export const ENQUIRY_TYPES = ['question', 'announcement_reply'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

/** A card's priority on the board ("Kanban priority update"); none until someone sets one. */
export const BOARD_PRIORITIES = ['none', 'low', 'medium', 'high'] as const;
export type BoardPriority = (typeof BOARD_PRIORITIES)[number];
export const BOARD_PRIORITY_LABELS: Record<BoardPriority, string> = {
  none: 'No priority',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** Investor status labels (spec §4). */
export const INVESTOR_STATUS_LABELS = {
  removed: 'Removed',
  deleted: 'Deleted',
  sample: 'Sample',
} as const;
export type InvestorStatus = keyof typeof INVESTOR_STATUS_LABELS;

/**
 * The category palette: 14 colours (spec §3 Enquiry category), each with its hover shade and a
 * text colour that reads on it at WCAG AA contrast.
 */
export const CATEGORY_PALETTE = [
  { categoryColor: '#DBEAFE', hoverCategoryColor: '#BFDBFE', textColor: '#1E3A8A' },
  { categoryColor: '#DCFCE7', hoverCategoryColor: '#BBF7D0', textColor: '#14532D' },
  { categoryColor: '#FEF9C3', hoverCategoryColor: '#FEF08A', textColor: '#713F12' },
  { categoryColor: '#FFE4E6', hoverCategoryColor: '#FECDD3', textColor: '#881337' },
  { categoryColor: '#F3E8FF', hoverCategoryColor: '#E9D5FF', textColor: '#581C87' },
  { categoryColor: '#FFEDD5', hoverCategoryColor: '#FED7AA', textColor: '#7C2D12' },
  { categoryColor: '#CCFBF1', hoverCategoryColor: '#99F6E4', textColor: '#134E4A' },
  { categoryColor: '#E0E7FF', hoverCategoryColor: '#C7D2FE', textColor: '#312E81' },
  { categoryColor: '#FCE7F3', hoverCategoryColor: '#FBCFE8', textColor: '#831843' },
  { categoryColor: '#ECFCCB', hoverCategoryColor: '#D9F99D', textColor: '#365314' },
  { categoryColor: '#CFFAFE', hoverCategoryColor: '#A5F3FC', textColor: '#164E63' },
  { categoryColor: '#F5F5F4', hoverCategoryColor: '#E7E5E4', textColor: '#292524' },
  { categoryColor: '#00214D', hoverCategoryColor: '#0B3470', textColor: '#FFFFFF' },
  { categoryColor: '#B91C1C', hoverCategoryColor: '#991B1B', textColor: '#FFFFFF' },
] as const;
export type CategoryColour = (typeof CATEGORY_PALETTE)[number];

export const BOARD_LIMITS = {
  categoryNameMaxLength: 40,
  categoriesPerCompany: 50,
  questionMaxLength: 5000,
  replyMaxLength: 10000,
  noteMaxLength: 5000,
  /** How many enquiries one bulk archive or unarchive may name. */
  bulkMaxIds: 1000,
  assigneesPerEnquiry: 10,
} as const;

/**
 * Where a card may be dragged (spec §4): never to Outstanding once the conversation is open or
 * closed, and a guest question that has been answered never goes back. Answers the refusal's
 * reason, or null when the move is allowed.
 */
export function boardMoveRefusal(
  enquiry: { status: EnquiryStatus; isGuest: boolean; respondedAt: Date | string | null },
  to: BoardStatus,
): 'notOutstandingAgain' | 'guestAnswered' | null {
  if (to !== 'outstanding') return null;
  if (enquiry.isGuest && enquiry.respondedAt !== null) return 'guestAnswered';
  if (enquiry.status === 'open' || enquiry.status === 'closed') return 'notOutstandingAgain';
  return null;
}

/** The sample enquiries a new company's board starts with (investor status 'Sample'). */
export const SAMPLE_ENQUIRIES = [
  {
    firstName: 'Sam',
    lastName: 'Sample',
    subject: 'Dividend timing',
    question: 'When will the interim dividend be paid, and what is the record date?',
  },
  {
    firstName: 'Alex',
    lastName: 'Example',
    subject: 'Annual general meeting',
    question: 'Can shareholders attend the AGM online, and how do we submit questions beforehand?',
  },
  {
    firstName: 'Jordan',
    lastName: 'Demo',
    subject: 'Guidance',
    question: 'Is the full-year production guidance unchanged after the last quarterly report?',
  },
] as const;
