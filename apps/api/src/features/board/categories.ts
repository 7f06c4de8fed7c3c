// FOUNDATION STUB: the board helper replaces every body in this file.
import type { Deps } from '../../deps';
import type { Member } from '../auth/viewer';
import type { BoardCategory } from './types';

const notBuilt = (): never => {
  throw new Error('not built yet');
};
export async function listCategories(_d: Deps, _m: Member): Promise<BoardCategory[]> {
  return notBuilt();
}
export async function createCategory(
  _d: Deps,
  _m: Member,
  _args: { name: string; colorIndex: number },
): Promise<BoardCategory> {
  return notBuilt();
}
export async function updateCategory(
  _d: Deps,
  _m: Member,
  _args: { categoryId: string; name?: string | null; colorIndex?: number | null },
): Promise<BoardCategory> {
  return notBuilt();
}
export async function deleteCategory(
  _d: Deps,
  _m: Member,
  _id: string,
): Promise<{ message: string }> {
  return notBuilt();
}
export async function assignCategory(
  _d: Deps,
  _m: Member,
  _args: { enquiryIds: readonly string[]; categoryId: string },
): Promise<{ message: string }> {
  return notBuilt();
}
export async function removeCategory(
  _d: Deps,
  _m: Member,
  _args: { enquiryIds: readonly string[]; categoryId: string },
): Promise<{ message: string }> {
  return notBuilt();
}
