import { validate as isUuid } from 'uuid';
import { BOARD_LIMITS, messages } from '@quorum/shared';
import { badInput, notFound } from '../../core/errors';

const text = messages.board;

/**
 * The questions a bulk action names, each once. None is refused as nothing selected, too many as
 * too many; an id that cannot be a question's reads as not found, as another company's does.
 */
export function selectedIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw badInput(text.nothingSelected);
  if (unique.length > BOARD_LIMITS.bulkMaxIds)
    throw badInput(text.tooManyIds(BOARD_LIMITS.bulkMaxIds));
  if (!unique.every((id) => isUuid(id))) throw notFound(text.notFound);
  return unique;
}

/** One question's id: a malformed one reads as not found, never as a database error. */
export function enquiryIdOf(id: string): string {
  if (!isUuid(id)) throw notFound(text.notFound);
  return id;
}
