// The board's question categories (spec §3 Enquiry category): a name unique in the company
// whatever its case, and one of the 14 palette colours (the web maps colorIndex to
// CATEGORY_PALETTE). Cards in any of a filter's categories are listed by the board's filter.
import { validate as isUuid } from 'uuid';
import { BOARD_LIMITS, enquiryCategorySchema, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, conflict, notFound } from '../../core/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { validate } from '../../lib/validate';
import type { Member } from '../../core/identity/viewer';
import { lockCompany } from '../../core/company-lock';
import * as repo from './repo';
import { announceBoardUpdate } from '../board';
import { lockEnquiries } from '../board';
import { selectedIds } from '../board';
import type { BoardCategory } from '../board';

const text = messages.board;

/** Tells open boards the categories changed, and on which cards. */
function announce(deps: Deps, member: Member, enquiryIds: readonly string[]) {
  return announceBoardUpdate(deps.events, {
    companyId: member.companyId,
    kind: 'categories',
    enquiryIds: [...enquiryIds],
    boardStatus: null,
    actorId: member.user.id,
  });
}

/** Two saves of one name at once: the unique index decides, and the loser hears why. */
async function refusingTakenName<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, 'enquiry_categories_name_idx'))
      throw conflict(text.categoryNameTaken);
    throw error;
  }
}

async function lockCategory(tx: Db, companyId: string, id: string) {
  const category = isUuid(id) ? await repo.lockCategory(tx, companyId, id) : undefined;
  if (!category) throw notFound(text.categoryNotFound);
  return category;
}

export function listCategories(deps: Deps, member: Member): Promise<BoardCategory[]> {
  return repo.listCategories(deps.db, member.companyId);
}

/** At most BOARD_LIMITS.categoriesPerCompany, counted under the company's row lock. */
export async function createCategory(
  deps: Deps,
  member: Member,
  args: { name: string; colorIndex: number },
): Promise<BoardCategory> {
  const values = validate(enquiryCategorySchema, args);
  const companyId = member.companyId;
  const category = await refusingTakenName(() =>
    deps.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      if ((await repo.countCategories(tx, companyId)) >= BOARD_LIMITS.categoriesPerCompany)
        throw badInput(text.categoryLimit(BOARD_LIMITS.categoriesPerCompany));
      if (await repo.nameTaken(tx, companyId, values.name)) throw conflict(text.categoryNameTaken);
      return repo.insertCategory(tx, companyId, { ...values, createdBy: member.user.id });
    }),
  );
  await announce(deps, member, []);
  return category;
}

/** Renames and/or recolours; an omitted field keeps its value. */
export async function updateCategory(
  deps: Deps,
  member: Member,
  args: { categoryId: string; name?: string | null; colorIndex?: number | null },
): Promise<BoardCategory> {
  const values = validate(enquiryCategorySchema.partial(), {
    name: args.name ?? undefined,
    colorIndex: args.colorIndex ?? undefined,
  });
  const companyId = member.companyId;
  const category = await refusingTakenName(() =>
    deps.db.transaction(async (tx) => {
      const current = await lockCategory(tx, companyId, args.categoryId);
      if (values.name && (await repo.nameTaken(tx, companyId, values.name, current.id)))
        throw conflict(text.categoryNameTaken);
      return repo.updateCategory(tx, companyId, current.id, values);
    }),
  );
  await announce(deps, member, []);
  return category;
}

/** Deletes the category and takes it off every card that had it. */
export async function deleteCategory(deps: Deps, member: Member, id: string) {
  const companyId = member.companyId;
  const cards = await deps.db.transaction(async (tx) => {
    const category = await lockCategory(tx, companyId, id);
    return repo.deleteCategory(tx, companyId, category.id);
  });
  await announce(deps, member, cards);
  return { message: text.categoryDeleted };
}

/** Adds or removes a category on cards: all of them or, if one is not the company's, none. */
async function changeCards(
  deps: Deps,
  member: Member,
  args: { enquiryIds: readonly string[]; categoryId: string },
  change: typeof repo.assign,
) {
  const companyId = member.companyId;
  const enquiryIds = selectedIds(args.enquiryIds);
  await deps.db.transaction(async (tx) => {
    const category = await lockCategory(tx, companyId, args.categoryId);
    const cards = await lockEnquiries(tx, companyId, enquiryIds);
    if (cards.length !== enquiryIds.length) throw notFound(text.notFound);
    await change(tx, companyId, category.id, enquiryIds);
  });
  await announce(deps, member, enquiryIds);
}

export async function assignCategory(
  deps: Deps,
  member: Member,
  args: { enquiryIds: readonly string[]; categoryId: string },
) {
  await changeCards(deps, member, args, repo.assign);
  return { message: text.categoryAssigned };
}

export async function removeCategory(
  deps: Deps,
  member: Member,
  args: { enquiryIds: readonly string[]; categoryId: string },
) {
  await changeCards(deps, member, args, repo.unassign);
  return { message: text.categoryRemoved };
}
