// FOUNDATION STUB: the thread helper replaces every body in this file.
import type { Deps } from '../../deps';
import type { Member } from '../auth/viewer';
import type { BoardReply } from './types';

const notBuilt = (): never => {
  throw new Error('not built yet');
};
export async function listReplies(
  _d: Deps,
  _m: Member,
  _args: { enquiryId: string; page?: number | null; limit?: number | null },
): Promise<{
  items: BoardReply[];
  meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
}> {
  return notBuilt();
}
export async function addReply(
  _d: Deps,
  _m: Member,
  _input: {
    enquiryId: string;
    content?: string | null;
    attachments?: readonly string[] | null;
    audio?: string | null;
    draft?: boolean | null;
  },
): Promise<BoardReply> {
  return notBuilt();
}
