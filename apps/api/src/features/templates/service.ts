// CONTRACT ONLY: the templates helper replaces every body below with the real rules.
import type { Deps } from '../../deps';
import type { Member } from '../auth/viewer';
import type { ResponseTemplateRow } from './types';

type Args = Record<string, unknown>;
const todo = (): never => {
  throw new Error('templates service not built yet');
};

export const listTemplates = (
  _d: Deps,
  _m: Member,
  _a: Args,
): Promise<{ items: ResponseTemplateRow[]; limit: number | null }> => todo();
export const createTemplate = (_d: Deps, _m: Member, _i: Args): Promise<ResponseTemplateRow> =>
  todo();
export const updateTemplate = (
  _d: Deps,
  _m: Member,
  _id: string,
  _i: Args,
): Promise<ResponseTemplateRow> => todo();
export const starTemplate = (
  _d: Deps,
  _m: Member,
  _id: string,
  _s: boolean,
): Promise<ResponseTemplateRow> => todo();
export const deleteTemplate = (_d: Deps, _m: Member, _i: Args): Promise<{ message: string }> =>
  todo();
