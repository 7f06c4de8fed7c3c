import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_LIMITS, messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  GET,
  act,
  column,
  insertEnquiries,
  insertEnquiry,
  makeTeam,
  move,
  stored,
  storedOne,
} from './testing/board-test-kit';
import type { CardView, Team } from './testing/board-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.board;

const ARCHIVE = 'mutation($ids: [ID!]!) { archiveEnquiries(enquiryIds: $ids) { message } }';
const UNARCHIVE = 'mutation($ids: [ID!]!) { unarchiveEnquiries(enquiryIds: $ids) { message } }';
const ARCHIVE_COLUMN =
  'mutation($s: BoardStatus!) { bulkArchiveEnquiries(boardStatus: $s) { message } }';
const UNARCHIVE_ALL = 'mutation { bulkUnArchiveEnquiries { message } }';
const RESOLVE = 'mutation($ids: [ID!]!) { resolveEnquiries(enquiryIds: $ids) { message } }';

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t);
  theirs = await makeTeam(t);
});

describe('dragging a card', () => {
  it('moves it to another column and names who resolved it', async () => {
    const id = await insertEnquiry(t, ours.companyId);
    const drafted = await move(t, ours.editor, id, { boardStatus: 'drafted' });
    expect(drafted.data!.updateKanbanPriorityUpdateResponse).toMatchObject({
      boardStatus: 'drafted',
      resolvedBy: null,
    });
    const resolved = await move(t, ours.admin, id, {
      boardStatus: 'resolved',
      boardPriority: 'high',
    });
    expect(resolved.data!.updateKanbanPriorityUpdateResponse).toMatchObject({
      boardStatus: 'resolved',
      boardPriority: 'high',
      resolvedBy: { _id: ours.adminId },
    });
    expect((await storedOne(t, id)).resolvedAt).not.toBeNull();
  });

  it('sets the priority alone, leaving the card where it is', async () => {
    const id = await insertEnquiry(t, ours.companyId);
    const answer = await move(t, ours.editor, id, { boardPriority: 'medium' });
    expect(answer.data!.updateKanbanPriorityUpdateResponse).toMatchObject({
      boardStatus: 'outstanding',
      boardPriority: 'medium',
    });
  });

  it.each([
    ['an open question', { status: 'open' as const, isGuest: false }, text.notOutstandingAgain],
    ['a closed question', { status: 'closed' as const, isGuest: false }, text.notOutstandingAgain],
    ['an answered guest question', { respondedAt: new Date() }, text.guestAnswered],
  ])('refuses to put %s back in Outstanding, writing nothing', async (_name, row, message) => {
    const id = await insertEnquiry(t, ours.companyId, { ...row, boardStatus: 'resolved' });
    const before = await storedOne(t, id);
    const answer = await move(t, ours.editor, id, {
      boardStatus: 'outstanding',
      boardPriority: 'high',
    });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await storedOne(t, id)).toEqual(before);
  });

  it('lets an unanswered guest question go back to Outstanding', async () => {
    const id = await insertEnquiry(t, ours.companyId, { boardStatus: 'drafted' });
    const answer = await move(t, ours.editor, id, { boardStatus: 'outstanding' });
    expect(answer.data!.updateKanbanPriorityUpdateResponse.boardStatus).toBe('outstanding');
  });

  it('refuses another company’s card as not found, and the viewer as forbidden', async () => {
    const id = await insertEnquiry(t, theirs.companyId);
    const foreign = await move(t, ours.admin, id, { boardStatus: 'resolved' });
    expect(foreign.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    expect((await move(t, ours.admin, 'nonsense', { boardStatus: 'resolved' })).error?.code).toBe(
      'NOT_FOUND',
    );
    const viewer = await move(t, ours.viewer, id, { boardStatus: 'resolved' });
    expect(viewer.error?.code).toBe('FORBIDDEN');
    expect((await storedOne(t, id)).boardStatus).toBe('outstanding');
  });
});

describe('archive and unarchive', () => {
  it('archives cards and puts each back in the column it came from', async () => {
    const ids = await insertEnquiries(t, ours.companyId, [
      { boardStatus: 'drafted' },
      { boardStatus: 'resolved', resolvedBy: ours.adminId, resolvedAt: new Date() },
      {},
    ]);
    const archived = await act(t, ours.editor, ARCHIVE, { ids });
    expect(archived.data).toEqual({ archiveEnquiries: { message: text.archived(3) } });
    const rows = await stored(t, ids);
    expect(rows.map((row) => [row.boardStatus, row.archivedBy])).toEqual(
      ids.map(() => ['archived', ours.editorId]),
    );
    const card = await gql<{ getEnquiryQuestion: CardView }>(
      t.app,
      GET,
      { id: ids[0] },
      ours.viewer,
    );
    expect(card.data!.getEnquiryQuestion.archivedBy).toEqual({ _id: ours.editorId });

    const back = await act(t, ours.admin, UNARCHIVE, { ids });
    expect(back.data).toEqual({ unarchiveEnquiries: { message: text.unarchived(3) } });
    const after = new Map((await stored(t, ids)).map((row) => [row.id, row]));
    expect(ids.map((id) => after.get(id)!.boardStatus)).toEqual([
      'drafted',
      'resolved',
      'outstanding',
    ]);
    expect(after.get(ids[1]!)!.resolvedBy).toBe(ours.adminId);
    expect(
      [...after.values()].every((row) => row.archivedFrom === null && row.archivedBy === null),
    ).toBe(true);
  });

  it('archives by dragging into Archived, and unarchives by dragging out', async () => {
    const id = await insertEnquiry(t, ours.companyId, { boardStatus: 'drafted' });
    await move(t, ours.editor, id, { boardStatus: 'archived' });
    expect(await storedOne(t, id)).toMatchObject({
      boardStatus: 'archived',
      archivedFrom: 'drafted',
      archivedBy: ours.editorId,
    });
    await move(t, ours.editor, id, { boardStatus: 'resolved' });
    expect(await storedOne(t, id)).toMatchObject({
      boardStatus: 'resolved',
      archivedFrom: null,
      resolvedBy: ours.editorId,
    });
  });

  it('puts an archived card that may not return to Outstanding in Resolved instead', async () => {
    const id = await insertEnquiry(t, ours.companyId, {
      boardStatus: 'archived',
      archivedFrom: 'outstanding',
      respondedAt: new Date(),
    });
    await act(t, ours.editor, UNARCHIVE, { ids: [id] });
    expect(await storedOne(t, id)).toMatchObject({
      boardStatus: 'resolved',
      resolvedBy: ours.editorId,
    });
  });

  it('refuses the whole selection when one card is another company’s, changing nothing', async () => {
    const mine = await insertEnquiry(t, ours.companyId);
    const other = await insertEnquiry(t, theirs.companyId);
    for (const mutation of [ARCHIVE, RESOLVE]) {
      const answer = await act(t, ours.admin, mutation, { ids: [mine, other] });
      expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    expect((await stored(t, [mine, other])).map((row) => row.boardStatus)).toEqual([
      'outstanding',
      'outstanding',
    ]);
  });

  it('asks for a selection, and at most the bulk limit', async () => {
    expect((await act(t, ours.admin, ARCHIVE, { ids: [] })).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.nothingSelected,
    });
    const tooMany = Array.from(
      { length: BOARD_LIMITS.bulkMaxIds + 1 },
      (_, n) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    );
    expect((await act(t, ours.admin, UNARCHIVE, { ids: tooMany })).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.tooManyIds(BOARD_LIMITS.bulkMaxIds),
    });
  });
});

describe('the bulk forms', () => {
  it('archives a whole column and brings every archived card back', async () => {
    const team = await makeTeam(t);
    const resolved = await insertEnquiries(t, team.companyId, [
      { boardStatus: 'resolved', status: 'open' },
      { boardStatus: 'resolved', status: 'open' },
    ]);
    const waiting = await insertEnquiry(t, team.companyId);
    const answer = await act(t, team.editor, ARCHIVE_COLUMN, { s: 'resolved' });
    expect(answer.data).toEqual({ bulkArchiveEnquiries: { message: text.archived(2) } });
    expect((await column(t, team.viewer, 'archived')).meta.totalItems).toBe(2);
    expect((await storedOne(t, waiting)).boardStatus).toBe('outstanding');

    const back = await act(t, team.editor, UNARCHIVE_ALL);
    expect(back.data).toEqual({ bulkUnArchiveEnquiries: { message: text.unarchived(2) } });
    expect((await stored(t, resolved)).map((row) => row.boardStatus)).toEqual([
      'resolved',
      'resolved',
    ]);
  });

  it('refuses to bulk-archive the Archived column', async () => {
    const answer = await act(t, ours.editor, ARCHIVE_COLUMN, { s: 'archived' });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.alreadyArchivedColumn });
  });

  it('resolves a selection, naming the resolver', async () => {
    const ids = await insertEnquiries(t, ours.companyId, [{}, { boardStatus: 'drafted' }]);
    const answer = await act(t, ours.editor, RESOLVE, { ids });
    expect(answer.data).toEqual({ resolveEnquiries: { message: text.resolved } });
    expect((await stored(t, ids)).map((row) => [row.boardStatus, row.resolvedBy])).toEqual([
      ['resolved', ours.editorId],
      ['resolved', ours.editorId],
    ]);
  });
});
