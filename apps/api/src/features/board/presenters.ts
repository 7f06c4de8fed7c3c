// How a stored enquiry reads on the board (spec §4 Investor display): who asked, with the status
// the card shows, and the people and categories it names.
import { INVESTOR_STATUS_LABELS, messages } from '@quorum/shared';
import type {
  BoardPriority,
  BoardStatus,
  EnquiryStatus,
  EnquiryType,
  SentimentLabel,
} from '@quorum/shared';
import type { Deps } from '../../deps';
import type { AnnouncementInfo } from '../../db/schema';
import { personView } from '../../graphql/people';
import { sentimentOf } from '../sentiment';
import type { PersonView } from '../../graphql/people';
import type { BoardCategory, BoardEnquiry, BoardInvestor } from './types';

type Timestamp = Date | string;

/** A person as the card query's JSON gives them (`profile_image` is a stored key). */
export interface PersonJson {
  id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
}

export interface CategoryJson {
  id: string;
  name: string;
  color_index: number;
  created_by: string | null;
}

/** One row of the card query (repo.ts CARD_COLUMNS). */
export interface CardRow {
  id: string;
  company_id: string;
  enquiry_type: EnquiryType;
  subject: string | null;
  question: string;
  audio: string | null;
  announcement_info: AnnouncementInfo | null;
  status: EnquiryStatus;
  board_status: BoardStatus;
  board_priority: BoardPriority;
  is_guest: boolean;
  is_sample_question: boolean;
  guest_first_name: string | null;
  guest_last_name: string | null;
  guest_email: string | null;
  investor_id: string | null;
  investor_email: string | null;
  investor_first_name: string | null;
  investor_last_name: string | null;
  investor_user_name: string | null;
  investor_mobile_num: string | null;
  investor_deleted: boolean;
  company_removed: boolean;
  added_to_registry: boolean;
  rating: number | null;
  responded_at: Timestamp | null;
  sentiment_score: number | null;
  sentiment_label: SentimentLabel | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  unread: boolean;
  reply_count: number | string;
  archived_by: PersonJson | null;
  resolved_by: PersonJson | null;
  assignees: PersonJson[] | null;
  categories: CategoryJson[] | null;
}

const dateOf = (value: Timestamp): Date => (value instanceof Date ? value : new Date(value));

const personOf = (deps: Deps, person: PersonJson): PersonView =>
  personView(deps, {
    id: person.id,
    firstName: person.first_name,
    lastName: person.last_name,
    profileImage: person.profile_image,
  });

export function categoryView(companyId: string, category: CategoryJson): BoardCategory {
  return {
    id: category.id,
    companyId,
    name: category.name,
    colorIndex: category.color_index,
    createdBy: category.created_by,
  };
}

const nobody = { email: null, userName: null, mobileNum: null };

/**
 * Who asked. A sample names its made-up asker; a guest is what they typed on the web form; an
 * investor whose account is gone (deleted, or the row removed) is 'Deleted User'; one who took
 * the company off their list keeps their name and reads as Removed.
 */
export function askerOf(row: CardRow): {
  investor: BoardInvestor;
  isDeletedInvestor: boolean;
  isRemovedCompany: boolean;
} {
  const guestName = { firstName: row.guest_first_name ?? '', lastName: row.guest_last_name ?? '' };
  if (row.is_sample_question)
    return {
      investor: {
        id: null,
        ...nobody,
        ...guestName,
        investorStatus: INVESTOR_STATUS_LABELS.sample,
      },
      isDeletedInvestor: false,
      isRemovedCompany: false,
    };
  if (row.is_guest)
    return {
      investor: { id: null, ...nobody, ...guestName, email: row.guest_email, investorStatus: null },
      isDeletedInvestor: false,
      isRemovedCompany: false,
    };
  if (row.investor_id === null || row.investor_deleted)
    return {
      investor: {
        id: row.investor_id,
        ...nobody,
        firstName: messages.board.deletedUserName,
        lastName: '',
        investorStatus: INVESTOR_STATUS_LABELS.deleted,
      },
      isDeletedInvestor: true,
      isRemovedCompany: false,
    };
  return {
    investor: {
      id: row.investor_id,
      email: row.investor_email,
      firstName: row.investor_first_name ?? '',
      lastName: row.investor_last_name ?? '',
      userName: row.investor_user_name,
      mobileNum: row.investor_mobile_num,
      investorStatus: row.company_removed ? INVESTOR_STATUS_LABELS.removed : null,
    },
    isDeletedInvestor: false,
    isRemovedCompany: row.company_removed,
  };
}

export function enquiryView(deps: Deps, row: CardRow): BoardEnquiry {
  return {
    id: row.id,
    companyId: row.company_id,
    enquiryType: row.enquiry_type,
    subject: row.subject,
    question: row.question,
    audio: row.audio ? deps.fileUrls.url(row.audio) : null,
    announcementInfo: row.announcement_info,
    status: row.status,
    boardStatus: row.board_status,
    boardPriority: row.board_priority,
    isGuest: row.is_guest,
    isSampleQuestion: row.is_sample_question,
    investorId: row.investor_id,
    ...askerOf(row),
    assignees: (row.assignees ?? []).map((person) => personOf(deps, person)),
    enquiryCategories: (row.categories ?? []).map((c) => categoryView(row.company_id, c)),
    archivedBy: row.archived_by ? personOf(deps, row.archived_by) : null,
    resolvedBy: row.resolved_by ? personOf(deps, row.resolved_by) : null,
    addedToRegistry: row.added_to_registry,
    rating: row.rating,
    respondedAt: row.responded_at === null ? null : dateOf(row.responded_at),
    sentiment: sentimentOf(row.sentiment_score, row.sentiment_label),
    unread: row.unread,
    replyCount: Number(row.reply_count),
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
  };
}
