// FOUNDATION STUB: the thread helper replaces every body in this file.
import type { Deps } from '../../deps';
import type { Member } from '../auth/viewer';
import type { BoardNote } from './types';

const notBuilt = (): never => {
  throw new Error('not built yet');
};
export async function getNote(_d: Deps, _m: Member, _enquiryId: string): Promise<BoardNote | null> {
  return notBuilt();
}
export async function saveNote(
  _d: Deps,
  _m: Member,
  _args: { enquiryId: string; description: string },
): Promise<BoardNote> {
  return notBuilt();
}
export async function setNoteLock(
  _d: Deps,
  _m: Member,
  _args: { enquiryId: string; locked: boolean },
): Promise<BoardNote> {
  return notBuilt();
}
