// FOUNDATION STUB: the board helper replaces every body in this file.
import type { BoardPriority, BoardStatus } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Member } from '../auth/viewer';
import type { BoardEnquiry, BoardPerson } from './types';

export interface BoardPage {
  items: BoardEnquiry[];
  meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
}
const notBuilt = (): never => {
  throw new Error('not built yet');
};

export async function listColumn(
  _deps: Deps,
  _member: Member,
  _args: {
    boardStatus: BoardStatus;
    page?: number | null;
    limit?: number | null;
    categoryIds?: readonly string[] | null;
    assignedToMe?: boolean | null;
    searchText?: string | null;
  },
): Promise<BoardPage> {
  return notBuilt();
}
export async function getEnquiry(_deps: Deps, _member: Member, _id: string): Promise<BoardEnquiry> {
  return notBuilt();
}
export async function investorHistory(
  _deps: Deps,
  _member: Member,
  _args: { enquiryId: string; page?: number | null; limit?: number | null },
): Promise<BoardPage> {
  return notBuilt();
}
export async function unreadCount(_deps: Deps, _member: Member): Promise<number> {
  return notBuilt();
}
export async function assignableMembers(_deps: Deps, _member: Member): Promise<BoardPerson[]> {
  return notBuilt();
}
export async function moveEnquiry(
  _deps: Deps,
  _member: Member,
  _args: {
    enquiryId: string;
    boardStatus?: BoardStatus | null;
    boardPriority?: BoardPriority | null;
  },
): Promise<BoardEnquiry> {
  return notBuilt();
}
export async function archive(
  _d: Deps,
  _m: Member,
  _ids: readonly string[],
): Promise<{ message: string }> {
  return notBuilt();
}
export async function unarchive(
  _d: Deps,
  _m: Member,
  _ids: readonly string[],
): Promise<{ message: string }> {
  return notBuilt();
}
export async function archiveColumn(
  _d: Deps,
  _m: Member,
  _s: BoardStatus,
): Promise<{ message: string }> {
  return notBuilt();
}
export async function unarchiveAll(_d: Deps, _m: Member): Promise<{ message: string }> {
  return notBuilt();
}
export async function resolve(
  _d: Deps,
  _m: Member,
  _ids: readonly string[],
): Promise<{ message: string }> {
  return notBuilt();
}
export async function close(_d: Deps, _m: Member, _id: string): Promise<BoardEnquiry> {
  return notBuilt();
}
export async function reopen(_d: Deps, _m: Member, _id: string): Promise<BoardEnquiry> {
  return notBuilt();
}
export async function setAssignees(
  _d: Deps,
  _m: Member,
  _args: { enquiryId: string; userIds: readonly string[] },
): Promise<BoardEnquiry> {
  return notBuilt();
}
export async function markRead(_d: Deps, _m: Member, _id: string): Promise<number> {
  return notBuilt();
}
