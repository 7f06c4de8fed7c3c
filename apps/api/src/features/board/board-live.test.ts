import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { gql } from '../../test/graphql';
import { useTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { appEvents, listen } from '../registry/registry-live-kit';
import { insertEnquiry, makeTeam, move } from './board-test-kit';
import type { Team } from './board-test-kit';
import { boardTopic } from './live';

const t = useTestApp({ rateLimitMultiplier: 100 });

const BOARD_UPDATED = `subscription {
  boardUpdated { companyId kind enquiryIds boardStatus actorId at }
}`;

interface UpdateSeen {
  companyId: string;
  kind: string;
  enquiryIds: string[];
  boardStatus: string | null;
  actorId: string | null;
  at: string;
}

const PROBE = 'probe';

/** An open board: every boardUpdated event it receives, and the refusal if it was refused. */
function watchBoard(app: TestApp, url: string, token: string) {
  const seen: UpdateSeen[] = [];
  let waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters) waiter();
    waiters = [];
  };
  let refusal: unknown;
  let probed = false;
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const stop = client.subscribe<{ boardUpdated: UpdateSeen }>(
    { query: BOARD_UPDATED },
    {
      next: (result) => {
        const event = result.data?.boardUpdated;
        if (event?.enquiryIds.includes(PROBE)) probed = true;
        else if (event) seen.push(event);
        wake();
      },
      error: (error) => {
        refusal = error;
        wake();
      },
      complete: () => wake(),
    },
  );
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  return {
    seen,
    /** graphql-ws does not acknowledge a subscribe: probe until one comes back. */
    async ready(companyId: string) {
      while (!probed && refusal === undefined) {
        const probe = {
          companyId,
          kind: 'updated',
          enquiryIds: [PROBE],
          boardStatus: null,
          actorId: null,
          at: new Date().toISOString(),
        };
        await appEvents(app).publish(boardTopic(companyId), probe);
        await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, 50))]);
      }
    },
    async received(count: number) {
      while (seen.length < count && refusal === undefined) await changed();
      return seen.slice(0, count);
    },
    async refused() {
      while (refusal === undefined) await changed();
      return refusal;
    },
    async close() {
      stop();
      await client.dispose();
    },
  };
}

let url: string;
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
    const board = watchBoard(t, url, team.viewer);
    await board.ready(team.companyId);
    const elsewhere = watchBoard(t, url, other.viewer);
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
    const board = watchBoard(t, url, team.viewer);
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
    const custom = watchBoard(t, url, team.custom);
    expect(await custom.refused()).toEqual([
      expect.objectContaining({
        message: messages.permission.denied,
        extensions: { code: 'FORBIDDEN', response: { message: messages.permission.denied } },
      }),
    ]);
    await custom.close();
  });
});
