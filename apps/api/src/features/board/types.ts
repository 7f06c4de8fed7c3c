import {
  BOARD_PRIORITIES,
  BOARD_STATUSES,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  mayAccess,
} from '@quorum/shared';
import type { BoardPriority, BoardStatus, EnquiryStatus, EnquiryType } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { PageMetaType } from '../../core/paging';
import { PersonType } from '../../graphql/people';
import type { PersonView } from '../../graphql/people';
import { isMember } from '../../core/identity/viewer';
import type { ViewerResult } from '../../core/identity/viewer';
import { EnquirySentimentType, maySeeSentiment } from '../sentiment';
import type { EnquirySentiment } from '../sentiment';

/** Whoever may reply to investors: a member, not locked, with full access to the board. */
const mayReply = (caller: ViewerResult) =>
  typeof caller !== 'string' &&
  isMember(caller) &&
  !caller.locked &&
  mayAccess(caller, 'questions', 'full');

/**
 * Who asked, as the board shows them (spec §4 Investor display): a deleted account reads as
 * 'Deleted User'; a guest is the name and address they typed; a sample is marked Sample.
 */
export interface BoardInvestor {
  id: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  userName: string | null;
  mobileNum: string | null;
  /** 'Removed', 'Deleted' or 'Sample'; null for a current investor or a guest. */
  investorStatus: string | null;
}

export interface BoardCategory {
  id: string;
  companyId: string;
  name: string;
  colorIndex: number;
  createdBy: string | null;
}

export interface BoardAnnouncementInfo {
  announcementId: string;
  announcementTitle: string;
  attachment: string | null;
  attachmentTitle: string | null;
  pageNumber: number | null;
}

export interface BoardEnquiry {
  id: string;
  companyId: string;
  enquiryType: EnquiryType;
  subject: string | null;
  question: string;
  /** A signed address of the voice question, when there is one. */
  audio: string | null;
  announcementInfo: BoardAnnouncementInfo | null;
  status: EnquiryStatus;
  boardStatus: BoardStatus;
  boardPriority: BoardPriority;
  isGuest: boolean;
  isSampleQuestion: boolean;
  isDeletedInvestor: boolean;
  isRemovedCompany: boolean;
  investorId: string | null;
  investor: BoardInvestor;
  assignees: PersonView[];
  enquiryCategories: BoardCategory[];
  archivedBy: PersonView | null;
  resolvedBy: PersonView | null;
  addedToRegistry: boolean;
  rating: number | null;
  respondedAt: Date | null;
  /** The question's stored sentiment; null until scored. The field shows it by plan. */
  sentiment: EnquirySentiment | null;
  /** True when the investor wrote since the caller last opened the question. */
  unread: boolean;
  replyCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export const BOARD_UPDATE_KINDS = [
  'created',
  'moved',
  'updated',
  'replied',
  'archived',
  'unarchived',
  'categories',
  'note',
] as const;
export type BoardUpdateKind = (typeof BOARD_UPDATE_KINDS)[number];

/** What the boardUpdated subscription tells a company's open boards: which cards changed, and how. */
export interface BoardUpdate {
  companyId: string;
  kind: BoardUpdateKind;
  enquiryIds: string[];
  /** The column the cards are in now, when the change put them in one. */
  boardStatus: BoardStatus | null;
  /** The team member who made the change; null for an investor's question or the system. */
  actorId: string | null;
  at: Date;
}

export const BoardStatusEnum = builder.enumType('BoardStatus', { values: BOARD_STATUSES });
export const BoardPriorityEnum = builder.enumType('BoardPriority', { values: BOARD_PRIORITIES });
export const EnquiryStatusEnum = builder.enumType('EnquiryStatus', { values: ENQUIRY_STATUSES });
export const EnquiryTypeEnum = builder.enumType('EnquiryType', { values: ENQUIRY_TYPES });
export const BoardUpdateKindEnum = builder.enumType('BoardUpdateKind', {
  values: BOARD_UPDATE_KINDS,
});

export const BoardInvestorType = builder.objectRef<BoardInvestor>('Investor').implement({
  description: 'Who asked, as the board shows them (spec §4 Investor display).',
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    userName: t.exposeString('userName', { nullable: true }),
    mobileNum: t.string({
      nullable: true,
      description:
        'Only to members who may reply (full access to the question board); null to others.',
      // An investor's mobile number is for answering them, not for every viewer (APP 6, 11).
      resolve: (investor, _args, ctx) => (mayReply(ctx.caller) ? investor.mobileNum : null),
    }),
    investorStatus: t.exposeString('investorStatus', { nullable: true }),
  }),
});

export const BoardCategoryType = builder.objectRef<BoardCategory>('EnquiryCategory').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    companyId: t.exposeID('companyId'),
    name: t.exposeString('name'),
    colorIndex: t.exposeInt('colorIndex', {
      description: 'Index into the shared 14-colour palette.',
    }),
    createdBy: t.exposeID('createdBy', { nullable: true }),
  }),
});

const AnnouncementInfoType = builder
  .objectRef<BoardAnnouncementInfo>('EnquiryAnnouncementInfo')
  .implement({
    fields: (t) => ({
      announcementId: t.exposeID('announcementId'),
      announcementTitle: t.exposeString('announcementTitle'),
      attachment: t.exposeString('attachment', { nullable: true }),
      attachmentTitle: t.exposeString('attachmentTitle', { nullable: true }),
      pageNumber: t.exposeInt('pageNumber', { nullable: true }),
    }),
  });

export const BoardEnquiryType = builder.objectRef<BoardEnquiry>('Enquiry').implement({
  description: "An investor's question and its card on the board (spec §3 Enquiry, Board item).",
  fields: (t) => ({
    _id: t.exposeID('id'),
    companyId: t.exposeID('companyId'),
    enquiryType: t.expose('enquiryType', { type: EnquiryTypeEnum }),
    subject: t.exposeString('subject', { nullable: true }),
    question: t.exposeString('question'),
    audio: t.exposeString('audio', { nullable: true }),
    announcementInfo: t.expose('announcementInfo', {
      type: AnnouncementInfoType,
      nullable: true,
    }),
    status: t.expose('status', { type: EnquiryStatusEnum }),
    boardStatus: t.expose('boardStatus', { type: BoardStatusEnum }),
    boardPriority: t.expose('boardPriority', { type: BoardPriorityEnum }),
    isGuest: t.exposeBoolean('isGuest'),
    isSampleQuestion: t.exposeBoolean('isSampleQuestion'),
    isDeletedInvestor: t.exposeBoolean('isDeletedInvestor'),
    isRemovedCompany: t.exposeBoolean('isRemovedCompany'),
    investorId: t.exposeID('investorId', { nullable: true }),
    investor: t.expose('investor', { type: BoardInvestorType }),
    assignees: t.expose('assignees', { type: [PersonType] }),
    enquiryCategories: t.expose('enquiryCategories', { type: [BoardCategoryType] }),
    archivedBy: t.expose('archivedBy', { type: PersonType, nullable: true }),
    resolvedBy: t.expose('resolvedBy', { type: PersonType, nullable: true }),
    addedToRegistry: t.exposeBoolean('addedToRegistry'),
    rating: t.exposeInt('rating', { nullable: true }),
    respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true }),
    sentiment: t.field({
      type: EnquirySentimentType,
      nullable: true,
      description:
        "The question's sentiment: null when the company's plan does not include the sentiment score, or before the question is scored.",
      resolve: (enquiry, _args, ctx) =>
        maySeeSentiment(ctx.caller, enquiry.companyId) ? enquiry.sentiment : null,
    }),
    unread: t.exposeBoolean('unread'),
    replyCount: t.exposeInt('replyCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const BoardColumnPageType = builder
  .objectRef<{ items: BoardEnquiry[]; meta: typeof PageMetaType.$inferType | null }>(
    'BoardColumnPage',
  )
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [BoardEnquiryType] }),
      meta: t.field({
        type: PageMetaType,
        // Counted whenever the query selects meta (selectsField): null here is a bug, not a state.
        resolve: (page) => {
          if (!page.meta) throw new Error('The column was read without its totals.');
          return page.meta;
        },
      }),
    }),
  });

export const BoardUpdateType = builder.objectRef<BoardUpdate>('BoardUpdate').implement({
  fields: (t) => ({
    companyId: t.exposeID('companyId'),
    kind: t.expose('kind', { type: BoardUpdateKindEnum }),
    enquiryIds: t.exposeIDList('enquiryIds'),
    boardStatus: t.expose('boardStatus', { type: BoardStatusEnum, nullable: true }),
    actorId: t.exposeID('actorId', { nullable: true }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});
