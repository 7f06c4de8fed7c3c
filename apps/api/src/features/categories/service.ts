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
import { changedFields, recordChange } from '../../core/audit';
import * as repo from './repo';
import { announceBoardUpdate } from '../board';
import { enquiryLabels, lockEnquiries } from '../board';
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
      const created = await repo.insertCategory(tx, companyId, {
        ...values,
        createdBy: member.user.id,
      });
      await recordChange(tx, member, {
        area: 'questions',
        action: 'category.created',
        subject: { type: 'category', id: created.id, label: values.name },
        after: { ...values },
      });
      return created;
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
      const updated = await repo.updateCategory(tx, companyId, current.id, values);
      const changes = changedFields({ ...current }, values);
      if (Object.keys(changes.after).length > 0)
        await recordChange(tx, member, {
          area: 'questions',
          action: 'category.updated',
          subject: { type: 'category', id: current.id, label: values.name ?? current.name },
          ...changes,
        });
      return updated;
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
    const cards = await repo.deleteCategory(tx, companyId, category.id);
    await recordChange(tx, member, {
      area: 'questions',
      action: 'category.deleted',
      subject: { type: 'category', id: category.id, label: category.name },
      before: { name: category.name, colorIndex: category.colorIndex, cards: cards.length },
    });
    return cards;
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
  action: 'categorized' | 'uncategorized',
) {
  const companyId = member.companyId;
  const enquiryIds = selectedIds(args.enquiryIds);
  await deps.db.transaction(async (tx) => {
    const category = await lockCategory(tx, companyId, args.categoryId);
    const cards = await lockEnquiries(tx, companyId, enquiryIds);
    if (cards.length !== enquiryIds.length) throw notFound(text.notFound);
    await change(tx, companyId, category.id, enquiryIds);
    const labels = await enquiryLabels(tx, companyId, enquiryIds);
    for (const enquiryId of enquiryIds)
      await recordChange(tx, member, {
        area: 'questions',
        action: `enquiry.${action}`,
        subject: { type: 'enquiry', id: enquiryId, label: labels.get(enquiryId) ?? '' },
        ...(action === 'categorized'
          ? { after: { category: category.name } }
          : { before: { category: category.name } }),
      });
  });
  await announce(deps, member, enquiryIds);
}

export async function assignCategory(
  deps: Deps,
  member: Member,
  args: { enquiryIds: readonly string[]; categoryId: string },
) {
  await changeCards(deps, member, args, repo.assign, 'categorized');
  return { message: text.categoryAssigned };
}

export async function removeCategory(
  deps: Deps,
  member: Member,
  args: { enquiryIds: readonly string[]; categoryId: string },
) {
  await changeCards(deps, member, args, repo.unassign, 'uncategorized');
  return { message: text.categoryRemoved };
}
