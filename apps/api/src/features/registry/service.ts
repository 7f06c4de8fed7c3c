// CONTRACT ONLY: the registry helper replaces every body below with the real rules.
import type { Context } from '../../graphql/context';
import type { Deps } from '../../deps';
import type { Member } from '../auth/viewer';
import type { RegistryItem, RegistryLock } from './types';

type Args = Record<string, unknown>;
const todo = (): never => {
  throw new Error('registry service not built yet');
};

export const listRegistries = (
  _d: Deps,
  _m: Member,
  _a: Args,
): Promise<{
  items: RegistryItem[];
  meta: { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number };
}> => todo();
export const getRegistry = (_d: Deps, _m: Member, _id: string): Promise<RegistryItem> => todo();
export const listRegistryIds = (_d: Deps, _m: Member, _a: Args): Promise<string[]> => todo();
export const countRegistries = (
  _d: Deps,
  _m: Member,
  _a: Args,
): Promise<{
  total: number;
  starred: number;
  drafted: number;
  deleted: number;
  limit: number | null;
}> => todo();
export const addRegistry = (
  _d: Deps,
  _m: Member,
  _i: Args,
): Promise<{ message: string; questionRegistry: RegistryItem }> => todo();
export const editRegistry = addRegistry;
export const updateRegistryStatus = (
  _d: Deps,
  _m: Member,
  _i: Args,
): Promise<{ message: string; count: number }> => todo();
export const deleteRegistriesPermanently = updateRegistryStatus;
export const importRegistries = updateRegistryStatus;
export const updateLock = (_d: Deps, _m: Member, _a: Args): Promise<RegistryLock> => todo();
export const lockUpdates = (_c: Context, _m: Member): AsyncIterable<RegistryLock> => todo();
