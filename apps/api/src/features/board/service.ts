// The question board (spec §4 Board columns, Investor display): reading a column's page, one card,
// an investor's history and unread counts. Moves, archive and close are in moves.ts, assignees in
// assignees.ts. Who may read (view) and change (full) is the questions area's permission, checked
// by the schema's scopes; the company is always the caller's own.
import { BOARD_PAGE_SIZES, PAGE_SIZES, messages } from '@quorum/shared';
import type { BoardStatus } from '@quorum/shared';
import { validate as isUuid } from 'uuid';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { findCardPage, findCards } from './card-repo';
import type { CardFilter, CardOrder } from './card-repo';
import * as repo from './repo';
import { enquiryIdOf } from './selection';
import { pageMeta, pagingOf } from '../../core/paging';
import type { BoardEnquiry } from './types';
import { enquiryView } from './presenters';

const text = messages.board;

/** Larger pages than this are cut to it: a column page never carries a whole board. (ours) */
const MAX_PAGE_LIMIT = 50;
/** A search reads at most this many words, each at most this long. (ours) */
const MAX_SEARCH_WORDS = 8;
const MAX_SEARCH_WORD_LENGTH = 100;

export interface BoardPage {
  items: BoardEnquiry[];
  /** Null when the caller did not ask for the totals, so they were not counted. */
  meta: {
    currentPage: number;
    itemsPerPage: number;
    totalItems: number;
    totalPages: number;
  } | null;
}

const emptyPage = (paging: { limit: number; currentPage: number }): BoardPage => ({
  items: [],
  meta: pageMeta(paging, 0),
});

function searchWords(searchText: string | null | undefined): string[] {
  return (searchText ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => word.slice(0, MAX_SEARCH_WORD_LENGTH));
}

async function cardPage(
  deps: Deps,
  member: Member,
  filter: CardFilter,
  paging: { limit: number; currentPage: number; offset: number; after?: string | undefined },
  options: { order?: CardOrder; withTotal?: boolean } = {},
): Promise<BoardPage> {
  const { rows, totalItems } = await findCardPage(deps.db, member.user.id, filter, paging, options);
  return {
    items: rows.map((row) => enquiryView(deps, row)),
    meta: totalItems === null ? null : pageMeta(paging, totalItems),
  };
}

/**
 * One page of a column, newest first or, asked, oldest first (25, 10, 10 and 6 by default),
 * narrowed by categories (any of them), to the caller's own assignments, and by words in the
 * subject, question or asker. `after` (a card's id) continues after that card on the column's
 * index instead of skipping `page - 1` pages; `page` still numbers the page in meta, and is the
 * offset when the card named is not the company's. `withTotal` false leaves the column uncounted.
 */
export async function listColumn(
  deps: Deps,
  member: Member,
  args: {
    boardStatus: BoardStatus;
    page?: number | null;
    limit?: number | null;
    categoryIds?: readonly string[] | null;
    assignedToMe?: boolean | null;
    searchText?: string | null;
    oldestFirst?: boolean | null;
    after?: string | null;
  },
  withTotal = true,
): Promise<BoardPage> {
  const paging = {
    ...pagingOf(args, BOARD_PAGE_SIZES[args.boardStatus], MAX_PAGE_LIMIT),
    after: args.after ? enquiryIdOf(args.after) : undefined,
  };
  const categoryIds = (args.categoryIds ?? []).filter((id) => isUuid(id));
  // Categories asked for that cannot exist select no card, rather than every card.
  if (categoryIds.length === 0 && (args.categoryIds?.length ?? 0) > 0) return emptyPage(paging);
  return cardPage(
    deps,
    member,
    {
      companyId: member.companyId,
      boardStatus: args.boardStatus,
      categoryIds,
      assignedTo: args.assignedToMe ? member.user.id : undefined,
      words: searchWords(args.searchText),
    },
    paging,
    { order: args.oldestFirst ? 'oldest' : 'newest', withTotal },
  );
}

export async function getEnquiry(deps: Deps, member: Member, id: string): Promise<BoardEnquiry> {
  return loadCard(deps, member, enquiryIdOf(id));
}

/**
 * Every question the same asker put to this company, newest first, 10 a page: the same investor,
 * or a guest's same address whatever its case. A sample has no asker: its history is itself.
 */
export async function investorHistory(
  deps: Deps,
  member: Member,
  args: { enquiryId: string; page?: number | null; limit?: number | null },
): Promise<BoardPage> {
  const companyId = member.companyId;
  const enquiry = await repo.findEnquiryState(deps.db, companyId, enquiryIdOf(args.enquiryId));
  if (!enquiry) throw notFound(text.notFound);
  const asker: Partial<CardFilter> = enquiry.investorId
    ? { investorId: enquiry.investorId }
    : enquiry.isGuest && enquiry.guestEmail
      ? { guestEmail: enquiry.guestEmail }
      : { ids: [enquiry.id] };
  const paging = pagingOf(args, PAGE_SIZES.history, MAX_PAGE_LIMIT);
  return cardPage(deps, member, { companyId, ...asker }, paging);
}

export function unreadCount(deps: Deps, member: Member): Promise<number> {
  return repo.countUnread(deps.db, member.companyId, member.user.id);
}

/** Records that the caller opened the question; answers their unread count after it. */
export async function markRead(deps: Deps, member: Member, id: string): Promise<number> {
  const companyId = member.companyId;
  const enquiry = await repo.findEnquiryState(deps.db, companyId, enquiryIdOf(id));
  if (!enquiry) throw notFound(text.notFound);
  await repo.markRead(deps.db, companyId, member.user.id, enquiry.id);
  return repo.countUnread(deps.db, companyId, member.user.id);
}

/** Cards as the caller sees them, in the order of `ids`; the caller's company only. */
export async function loadCards(
  deps: Deps,
  member: Member,
  ids: readonly string[],
): Promise<BoardEnquiry[]> {
  const rows = await findCards(deps.db, member.user.id, member.companyId, ids);
  const byId = new Map(rows.map((row) => [row.id, enquiryView(deps, row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One card, read after a change; gone (deleted meanwhile) reads as not found. */
export async function loadCard(deps: Deps, member: Member, id: string): Promise<BoardEnquiry> {
  const [card] = await loadCards(deps, member, [id]);
  if (!card) throw notFound(messages.board.notFound);
  return card;
}
