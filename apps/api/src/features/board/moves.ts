// Moving cards (spec §4 Board columns, Enquiry actions): drag and drop with priority, archive and
// unarchive with their bulk forms, resolve, close and reopen. Each is one transaction over rows
// locked in one order, checked by the shared move rule, and announced to open boards once
// committed.
import { boardMoveRefusal, messages } from '@quorum/shared';
import type { BoardPriority, BoardStatus } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { loadCard } from './service';
import { announceBoardUpdate } from './live';
import { recordChange } from '../../core/audit';
import * as repo from './repo';
import type { EnquiryState } from './repo';
import { enquiryIdOf, selectedIds } from './selection';
import type { BoardEnquiry, BoardUpdateKind } from './types';

const text = messages.board;

function announce(
  deps: Deps,
  member: Member,
  kind: BoardUpdateKind,
  enquiryIds: readonly string[],
  boardStatus: BoardStatus | null,
) {
  if (enquiryIds.length === 0) return Promise.resolve();
  return announceBoardUpdate(deps.events, {
    companyId: member.companyId,
    kind,
    enquiryIds: [...enquiryIds],
    boardStatus,
    actorId: member.user.id,
  });
}

interface CardChange {
  id: string;
  action: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** One trail row per card changed, named by its question, in the change's transaction. */
async function recordCards(tx: Db, member: Member, changes: readonly CardChange[]) {
  const labels = await repo.enquiryLabels(
    tx,
    member.companyId,
    changes.map((c) => c.id),
  );
  for (const { id, action, before, after } of changes)
    await recordChange(tx, member, {
      area: 'questions',
      action: `enquiry.${action}`,
      subject: { type: 'enquiry', id, label: labels.get(id) ?? '' },
      before,
      after,
    });
}

/** Column moves of several cards, each from where it was. */
const movesOf = (states: readonly EnquiryState[], ids: readonly string[], to: BoardStatus) =>
  states
    .filter((s) => ids.includes(s.id))
    .map((s) => ({
      id: s.id,
      action: kindOfMove(s.boardStatus, to),
      before: { boardStatus: s.boardStatus },
      after: { boardStatus: to },
    }));

/** The named questions, locked; all-or-nothing: one not the company's refuses the whole action. */
async function lockAll(tx: Db, companyId: string, ids: readonly string[]) {
  const states = await repo.lockEnquiries(tx, companyId, ids);
  if (states.length !== ids.length) throw notFound(text.notFound);
  return states;
}

async function lockOne(tx: Db, companyId: string, id: string) {
  const [state] = await repo.lockEnquiries(tx, companyId, [enquiryIdOf(id)]);
  if (!state) throw notFound(text.notFound);
  return state;
}

function refuseMove(state: EnquiryState, to: BoardStatus) {
  const refusal = boardMoveRefusal(state, to);
  if (refusal) throw badInput(text[refusal]);
}

const kindOfMove = (from: BoardStatus, to: BoardStatus): BoardUpdateKind =>
  to === 'archived' ? 'archived' : from === 'archived' ? 'unarchived' : 'moved';

/**
 * Drag and drop and the priority menu: moves the card to a column and/or sets its priority. A
 * refused move writes nothing, the priority included.
 */
export async function moveEnquiry(
  deps: Deps,
  member: Member,
  args: {
    enquiryId: string;
    boardStatus?: BoardStatus | null;
    boardPriority?: BoardPriority | null;
  },
): Promise<BoardEnquiry> {
  const companyId = member.companyId;
  const { boardPriority } = args;
  const { state, kind, column } = await deps.db.transaction(async (tx) => {
    const state = await lockOne(tx, companyId, args.enquiryId);
    const to = args.boardStatus ?? state.boardStatus;
    const moved = to !== state.boardStatus;
    if (moved) {
      refuseMove(state, to);
      await repo.moveEnquiries(tx, companyId, [state.id], to, member.user.id);
    }
    if (boardPriority) await repo.updateEnquiries(tx, companyId, [state.id], { boardPriority });
    const priorityChanged = boardPriority && boardPriority !== state.boardPriority;
    if (moved || priorityChanged)
      await recordCards(tx, member, [
        {
          id: state.id,
          action: moved ? kindOfMove(state.boardStatus, to) : 'reprioritized',
          before: {
            ...(moved ? { boardStatus: state.boardStatus } : {}),
            ...(priorityChanged ? { boardPriority: state.boardPriority } : {}),
          },
          after: {
            ...(moved ? { boardStatus: to } : {}),
            ...(priorityChanged ? { boardPriority } : {}),
          },
        },
      ]);
    const kind: BoardUpdateKind | null = moved
      ? kindOfMove(state.boardStatus, to)
      : boardPriority
        ? 'updated'
        : null;
    return { state, kind, column: to };
  });
  if (kind) await announce(deps, member, kind, [state.id], column);
  return loadCard(deps, member, state.id);
}

export async function archive(deps: Deps, member: Member, ids: readonly string[]) {
  const companyId = member.companyId;
  const selected = selectedIds(ids);
  const archived = await deps.db.transaction(async (tx) => {
    const states = await lockAll(tx, companyId, selected);
    const moving = states.filter((s) => s.boardStatus !== 'archived').map((s) => s.id);
    await repo.moveEnquiries(tx, companyId, moving, 'archived', member.user.id);
    await recordCards(tx, member, movesOf(states, moving, 'archived'));
    return moving;
  });
  await announce(deps, member, 'archived', archived, 'archived');
  return { message: text.archived(selected.length) };
}

/** Archives every card of a column (all resolved questions, say): never Archived itself. */
export async function archiveColumn(deps: Deps, member: Member, boardStatus: BoardStatus) {
  if (boardStatus === 'archived') throw badInput(text.alreadyArchivedColumn);
  const companyId = member.companyId;
  const archived = await deps.db.transaction(async (tx) => {
    const states = await repo.lockColumn(tx, companyId, boardStatus);
    const ids = states.map((s) => s.id);
    await repo.moveEnquiries(tx, companyId, ids, 'archived', member.user.id);
    await recordCards(tx, member, movesOf(states, ids, 'archived'));
    return ids;
  });
  await announce(deps, member, 'archived', archived, 'archived');
  return { message: text.archived(archived.length) };
}

/**
 * Where an archived card goes back to: the column it came from (Outstanding when that is not
 * known), unless the move rule keeps it from Outstanding, when it goes to Resolved.
 */
function unarchiveTarget(state: EnquiryState): BoardStatus {
  const from = state.archivedFrom && state.archivedFrom !== 'archived' ? state.archivedFrom : null;
  const target = from ?? 'outstanding';
  return boardMoveRefusal(state, target) ? 'resolved' : target;
}

/** Puts archived cards back, column by column; answers the cards moved and where they went. */
async function putBack(tx: Db, member: Member, states: readonly EnquiryState[]) {
  const byTarget = new Map<BoardStatus, string[]>();
  for (const state of states) {
    if (state.boardStatus !== 'archived') continue;
    const target = unarchiveTarget(state);
    byTarget.set(target, [...(byTarget.get(target) ?? []), state.id]);
  }
  for (const [target, ids] of byTarget) {
    await repo.moveEnquiries(tx, member.companyId, ids, target, member.user.id);
    await recordCards(tx, member, movesOf(states, ids, target));
  }
  const columns = [...byTarget.keys()];
  return {
    ids: [...byTarget.values()].flat(),
    column: columns.length === 1 ? columns[0]! : null,
  };
}

export async function unarchive(deps: Deps, member: Member, ids: readonly string[]) {
  const companyId = member.companyId;
  const selected = selectedIds(ids);
  const back = await deps.db.transaction(async (tx) =>
    putBack(tx, member, await lockAll(tx, companyId, selected)),
  );
  await announce(deps, member, 'unarchived', back.ids, back.column);
  return { message: text.unarchived(selected.length) };
}

export async function unarchiveAll(deps: Deps, member: Member) {
  const companyId = member.companyId;
  const back = await deps.db.transaction(async (tx) =>
    putBack(tx, member, await repo.lockColumn(tx, companyId, 'archived')),
  );
  await announce(deps, member, 'unarchived', back.ids, back.column);
  return { message: text.unarchived(back.ids.length) };
}

export async function resolve(deps: Deps, member: Member, ids: readonly string[]) {
  const companyId = member.companyId;
  const selected = selectedIds(ids);
  const resolved = await deps.db.transaction(async (tx) => {
    const states = await lockAll(tx, companyId, selected);
    const moving = states.filter((s) => s.boardStatus !== 'resolved').map((s) => s.id);
    await repo.moveEnquiries(tx, companyId, moving, 'resolved', member.user.id);
    await recordCards(tx, member, movesOf(states, moving, 'resolved'));
    return moving;
  });
  await announce(deps, member, 'moved', resolved, 'resolved');
  return { message: text.resolved };
}

/**
 * Closes the conversation. A closed question may not wait in Outstanding (spec §4), so a card
 * there moves to Resolved; elsewhere it stays where it is.
 */
export async function close(deps: Deps, member: Member, id: string): Promise<BoardEnquiry> {
  const companyId = member.companyId;
  const { state, column } = await deps.db.transaction(async (tx) => {
    const state = await lockOne(tx, companyId, id);
    if (state.status === 'closed') throw badInput(text.alreadyClosed);
    await repo.updateEnquiries(tx, companyId, [state.id], { status: 'closed' });
    const column = state.boardStatus === 'outstanding' ? 'resolved' : state.boardStatus;
    if (column !== state.boardStatus)
      await repo.moveEnquiries(tx, companyId, [state.id], column, member.user.id);
    await recordCards(tx, member, [
      {
        id: state.id,
        action: 'closed',
        before: { status: state.status, boardStatus: state.boardStatus },
        after: { status: 'closed', boardStatus: column },
      },
    ]);
    return { state, column };
  });
  await announce(
    deps,
    member,
    column === state.boardStatus ? 'updated' : 'moved',
    [state.id],
    column,
  );
  return loadCard(deps, member, state.id);
}

/** Reopens a closed conversation (to Open); a guest question once answered never reopens. */
export async function reopen(deps: Deps, member: Member, id: string): Promise<BoardEnquiry> {
  const companyId = member.companyId;
  const state = await deps.db.transaction(async (tx) => {
    const state = await lockOne(tx, companyId, id);
    if (state.status !== 'closed') throw badInput(text.notClosed);
    if (state.isGuest && state.respondedAt !== null) throw badInput(text.guestAnswered);
    await repo.updateEnquiries(tx, companyId, [state.id], { status: 'open' });
    await recordCards(tx, member, [
      { id: state.id, action: 'reopened', before: { status: 'closed' }, after: { status: 'open' } },
    ]);
    return state;
  });
  await announce(deps, member, 'updated', [state.id], state.boardStatus);
  return loadCard(deps, member, state.id);
}
