import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { findCards } from './card-query';

import type { BoardEnquiry } from './types';
import { enquiryView } from './views';

/** Cards as the caller sees them, in the order of `ids`; the caller's company only. */
export async function loadCards(
  deps: Deps,
  member: Member,
  ids: readonly string[],
): Promise<BoardEnquiry[]> {
  const rows = await findCards(deps.db, member.user.id, member.companyId, ids);
  const byId = new Map(rows.map((row) => [row.id, enquiryView(deps, row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One card, read after a change; gone (deleted meanwhile) reads as not found. */
export async function loadCard(deps: Deps, member: Member, id: string): Promise<BoardEnquiry> {
  const [card] = await loadCards(deps, member, [id]);
  if (!card) throw notFound(messages.board.notFound);
  return card;
}
