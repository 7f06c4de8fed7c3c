import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { appEvents, listen } from '../../testing/live';
import { useTestApp } from '../../testing/test-app';
import { watchBoard } from './testing/board-live-kit';
import { insertEnquiry, makeTeam, move } from './testing/board-test-kit';
import type { Team } from './testing/board-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });

let url: string;
/** An open board in this process, its probes through the app's own emitter. */
const openBoard = (token: string) => watchBoard(url, token, appEvents(t));

let team: Team;
let other: Team;
beforeAll(async () => {
  url = await listen(t);
  team = await makeTeam(t);
  other = await makeTeam(t);
});

describe('the live board over the WebSocket', () => {
  it('tells another open board of a move, an archive and a category change, in order', async () => {
    const id = await insertEnquiry(t, team.companyId);
    const board = openBoard(team.viewer);
    await board.ready(team.companyId);
    const elsewhere = openBoard(other.viewer);
    await elsewhere.ready(other.companyId);

    await move(t, team.editor, id, { boardStatus: 'resolved' });
    await gql(
      t.app,
      'mutation($ids: [ID!]!) { archiveEnquiries(enquiryIds: $ids) { message } }',
      { ids: [id] },
      team.editor,
    );
    await gql(
      t.app,
      'mutation { createEnquiryCategory(name: "Live", colorIndex: 1) { _id } }',
      {},
      team.admin,
    );
    const [moved, archived, category] = await board.received(3);
    expect(moved).toMatchObject({
      companyId: team.companyId,
      kind: 'moved',
      enquiryIds: [id],
      boardStatus: 'resolved',
      actorId: team.editorId,
    });
    expect(archived).toMatchObject({ kind: 'archived', enquiryIds: [id], boardStatus: 'archived' });
    expect(category).toMatchObject({ kind: 'categories', enquiryIds: [], actorId: team.adminId });
    // Another company's board hears nothing of it.
    expect(elsewhere.seen).toEqual([]);
    await Promise.all([board.close(), elsewhere.close()]);
  });

  it('sends nothing for a refused move', async () => {
    const id = await insertEnquiry(t, team.companyId, {
      status: 'open',
      isGuest: false,
      boardStatus: 'resolved',
    });
    const board = openBoard(team.viewer);
    await board.ready(team.companyId);
    const refused = await move(t, team.editor, id, { boardStatus: 'outstanding' });
    expect(refused.error?.message).toBe(messages.board.notOutstandingAgain);
    await move(t, team.editor, id, { boardPriority: 'low' });
    const [first] = await board.received(1);
    expect(first).toMatchObject({ kind: 'updated', enquiryIds: [id], boardStatus: 'resolved' });
    await board.close();
  });
});

describe('who may watch the board', () => {
  it('refuses a member without the question board permission with the reason', async () => {
    const custom = openBoard(team.custom);
    expect(await custom.refused()).toEqual([
      expect.objectContaining({
        message: messages.permission.denied,
        extensions: { code: 'FORBIDDEN', response: { message: messages.permission.denied } },
      }),
    ]);
    await custom.close();
  });
});
