// The plan of the board's column query on the benchmark's rows: the board's own repository call
// (findCardPage) with its one statement run under EXPLAIN (ANALYZE, BUFFERS), for each column's
// first page as the demo user sees it. Prints JSON { column: plan text } on stdout.
//   node --import tsx bench/board/explain.ts [database url]
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { BOARD_PAGE_SIZES, BOARD_STATUSES } from '@quorum/shared';
import { openDatabase } from '../../apps/api/src/db/client';
import type { Db } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { findCardPage } from '../../apps/api/src/features/board/card-repo';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/quorum_bench_board';
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  const [demo] = rowsOf<{ company_id: string; user_id: string }>(
    await database.db.execute(sql`select m.company_id, m.user_id from company_members m
      join users u on u.id = m.user_id where u.email = 'demo@quorum.dev' limit 1`),
  );
  if (!demo) throw new Error('The demo company is missing.');
  let plan = '';
  // The repository's statement, explained instead of run: its answer is the plan's lines.
  const explaining = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
      return async (query: SQL) => {
        const result = await target.execute(sql`explain (analyze, buffers, summary) ${query}`);
        plan = rowsOf<{ 'QUERY PLAN': string }>(result)
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        return { rows: [] };
      };
    },
  }) as Db;
  const plans: Record<string, string> = {};
  for (const boardStatus of BOARD_STATUSES) {
    const page = { limit: BOARD_PAGE_SIZES[boardStatus], offset: 0 };
    // Twice: the first run warms the cache, the second is the plan a busy board sees.
    for (let run = 0; run < 2; run++) {
      await findCardPage(
        explaining,
        demo.user_id,
        { companyId: demo.company_id, boardStatus },
        page,
      );
    }
    plans[boardStatus] = plan;
  }
  process.stdout.write(`${JSON.stringify(plans)}\n`);
} finally {
  await database.close();
}
