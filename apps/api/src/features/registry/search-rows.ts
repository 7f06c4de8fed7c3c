import { sql } from 'drizzle-orm';
import type { RegistryItem, RegistryPerson } from './types';

/**
 * The columns of an item as every registry read selects them, `r` the registry row, `editor` and `locker`
 * the people it names (locker joined only while the lock lasts).
 */
export const ITEM_COLUMNS = sql.raw(
  [
    'r.id',
    'r.company_id',
    'r.question',
    'r.response',
    'r.drafted',
    'r.starred',
    'r.deleted_at',
    'r.last_edited_at',
    'r.created_at',
    'r.locked_until',
    'editor.id as editor_id',
    'editor.first_name as editor_first_name',
    'editor.last_name as editor_last_name',
    'locker.id as locker_id',
    'locker.first_name as locker_first_name',
    'locker.last_name as locker_last_name',
  ].join(', '),
);

/** The people an item names, for a query whose registry row is `r` (locker only while the lock lasts). */
export const ITEM_JOINS = sql.raw(
  'left join users editor on editor.id = r.last_update_by ' +
    'left join users locker on locker.id = r.locked_by and r.locked_until > now()',
);

type Timestamp = Date | string;

export interface ItemRow {
  id: string;
  company_id: string;
  question: string;
  response: string;
  drafted: boolean;
  starred: boolean;
  deleted_at: Timestamp | null;
  last_edited_at: Timestamp;
  created_at: Timestamp;
  locked_until: Timestamp | null;
  editor_id: string | null;
  editor_first_name: string | null;
  editor_last_name: string | null;
  locker_id: string | null;
  locker_first_name: string | null;
  locker_last_name: string | null;
}

/** Raw SQL answers carry timestamps as the driver gives them: a Date, or PostgreSQL's text. */
const dateOf = (value: Timestamp): Date => (value instanceof Date ? value : new Date(value));

export function itemOf(row: ItemRow): RegistryItem {
  return {
    id: row.id,
    companyId: row.company_id,
    question: row.question,
    response: row.response,
    drafted: row.drafted,
    starred: row.starred,
    deletedAt: row.deleted_at === null ? null : dateOf(row.deleted_at),
    lastEditedAt: dateOf(row.last_edited_at),
    createdAt: dateOf(row.created_at),
    lastUpdateBy: personOf(row.editor_id, row.editor_first_name, row.editor_last_name),
    lockedBy: personOf(row.locker_id, row.locker_first_name, row.locker_last_name),
    lockedUntil:
      row.locker_id !== null && row.locked_until !== null ? dateOf(row.locked_until) : null,
  };
}

function personOf(
  id: string | null,
  firstName: string | null,
  lastName: string | null,
): RegistryPerson | null {
  return id === null ? null : { id, firstName: firstName ?? '', lastName: lastName ?? '' };
}
