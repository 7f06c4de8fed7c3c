// Issue 5 acceptance: with REDIS_URL, a board change made through one API process reaches a
// subscriber on another. Two real processes on one PostgreSQL database and one Redis, each on its
// own port. CI runs it in its PostgreSQL and Redis pass (.ci/run); without both it is skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema';
import { openDatabase } from '../../db/client';
import type { Database } from '../../db/client';
import { makeCompany, makeUser } from '../../testing/factories';
import { createOwnDatabase } from '../../testing/own-database';
import { watchBoard } from './testing/board-live-kit';
import { post, redisPublisher, signInThrough, startApiProcess } from './testing/two-processes-kit';
import type { ApiProcess } from './testing/two-processes-kit';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const MOVE = `mutation Move($id: ID!, $status: BoardStatus, $priority: BoardPriority) {
  updateKanbanPriorityUpdateResponse(enquiryId: $id, boardStatus: $status, boardPriority: $priority) {
    _id boardStatus boardPriority
  }
}`;

interface Company {
  companyId: string;
  userId: string;
  token: string;
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two API processes on one PostgreSQL and one Redis (skipped without TEST_DATABASE_URL and REDIS_URL)',
  () => {
    let own: Awaited<ReturnType<typeof createOwnDatabase>>;
    let database: Database;
    let a: ApiProcess;
    let b: ApiProcess;
    let probes: ReturnType<typeof redisPublisher>;
    let ours: Company;
    let theirs: Company;
    let enquiryId: string;

    async function makeCompanyWithMember(through: ApiProcess): Promise<Company> {
      const user = await makeUser(database.db);
      const company = await makeCompany(database.db, user.id);
      const token = await signInThrough(through, database.db, user.email, user.password);
      return { companyId: company.id, userId: user.id, token };
    }

    beforeAll(async () => {
      own = await createOwnDatabase(databaseUrl!, 'quorum_two_processes');
      database = await openDatabase({ databaseUrl: own.url, poolSize: 2 });
      await database.migrate();
      const env = {
        DATABASE_URL: own.url,
        REDIS_URL: redisUrl!,
        JWT_SECRET: 'two-processes-secret-long-enough-for-hs256!',
        DATABASE_POOL_SIZE: '3',
      };
      [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
      probes = redisPublisher(redisUrl!);
      ours = await makeCompanyWithMember(b);
      theirs = await makeCompanyWithMember(a);
      const [row] = await database.db
        .insert(enquiries)
        .values({
          companyId: ours.companyId,
          isGuest: true,
          guestFirstName: 'Grace',
          guestLastName: 'Investor',
          guestEmail: 'grace@example.com',
          question: 'When is the next drilling update?',
        })
        .returning({ id: enquiries.id });
      enquiryId = row!.id;
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await probes?.close();
      await database?.close();
      await own?.drop();
    });

    it('delivers a card moved through one process to a board open on the other', async () => {
      const watcher = watchBoard(a.wsUrl, ours.token, probes);
      await watcher.ready(ours.companyId);

      const moved = await post<{ updateKanbanPriorityUpdateResponse: { boardStatus: string } }>(
        b.url,
        MOVE,
        { id: enquiryId, status: 'drafted' },
        ours.token,
      );
      expect(moved.updateKanbanPriorityUpdateResponse.boardStatus).toBe('drafted');

      const [update] = await watcher.received(1);
      expect(update).toMatchObject({
        companyId: ours.companyId,
        enquiryIds: [enquiryId],
        boardStatus: 'drafted',
        actorId: ours.userId,
      });
      await watcher.close();
    });

    it("tells another company's board on either process nothing of the change", async () => {
      const ourWatcher = watchBoard(a.wsUrl, ours.token, probes);
      const outsiderOnA = watchBoard(a.wsUrl, theirs.token, probes);
      const outsiderOnB = watchBoard(b.wsUrl, theirs.token, probes);
      await ourWatcher.ready(ours.companyId);
      await outsiderOnA.ready(theirs.companyId);
      await outsiderOnB.ready(theirs.companyId);

      await post(b.url, MOVE, { id: enquiryId, priority: 'high' }, ours.token);
      const [update] = await ourWatcher.received(1);
      expect(update).toMatchObject({ companyId: ours.companyId, enquiryIds: [enquiryId] });

      // Our change has reached process A, so its watchers heard it before this probe, if at all.
      await outsiderOnA.settle(theirs.companyId);
      await outsiderOnB.settle(theirs.companyId);
      expect(outsiderOnA.seen).toEqual([]);
      expect(outsiderOnB.seen).toEqual([]);
      await Promise.all([ourWatcher.close(), outsiderOnA.close(), outsiderOnB.close()]);
    });
  },
);
