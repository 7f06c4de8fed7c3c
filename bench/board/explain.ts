// The plans of the board's hot statements on the benchmark's rows: the board's own repository call
// (findCardPage) for each column's first page as the demo user sees it, and a search, with every
// statement it runs — those inside the PL/pgSQL functions too — under EXPLAIN (ANALYZE, BUFFERS)
// through auto_explain, whose plans PostgreSQL sends this connection as notices. Prints JSON
// { "<page>: <statement>": plan text } on stdout.
//   node --import tsx bench/board/explain.ts [database url]
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { BOARD_PAGE_SIZES, BOARD_STATUSES } from '@quorum/shared';
import type { BoardStatus } from '@quorum/shared';
import { openDatabase } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { findCardPage } from '../../apps/api/src/features/board/card-repo';
import type { CardFilter } from '../../apps/api/src/features/board/card-repo';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/quorum_bench_board';
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
let notices: string[] = [];
database.pool?.on('connect', (client: pg.PoolClient) => {
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
});
try {
  const db = database.db;
  for (const setting of [
    `load 'auto_explain'`,
    'set auto_explain.log_min_duration = 0',
    'set auto_explain.log_analyze = on',
    'set auto_explain.log_buffers = on',
    'set auto_explain.log_timing = on',
    'set auto_explain.log_nested_statements = on',
    'set auto_explain.log_level = notice',
  ])
    await db.execute(sql.raw(setting));
  const [demo] = rowsOf<{ company_id: string; user_id: string }>(
    await db.execute(sql`select m.company_id, m.user_id from company_members m
      join users u on u.id = m.user_id where u.email = 'demo@quorum.dev' limit 1`),
  );
  if (!demo) throw new Error('The demo company is missing.');
  const pages: [string, CardFilter, BoardStatus][] = [
    ...BOARD_STATUSES.map((boardStatus): [string, CardFilter, BoardStatus] => [
      boardStatus,
      { companyId: demo.company_id, boardStatus },
      boardStatus,
    ]),
    // A word in a fifth of the questions (the page walks the column index), and a rare one (the
    // trigram index finds it).
    [
      'outstanding, search "northern"',
      { companyId: demo.company_id, boardStatus: 'outstanding', words: ['northern'] },
      'outstanding',
    ],
    [
      'outstanding, search "4242"',
      { companyId: demo.company_id, boardStatus: 'outstanding', words: ['4242'] },
      'outstanding',
    ],
  ];
  const plans: Record<string, string> = {};
  for (const [name, filter, boardStatus] of pages) {
    const page = { limit: BOARD_PAGE_SIZES[boardStatus], offset: 0 };
    // Twice: the first run warms the cache and the session's plans, the second is what a busy
    // board sees.
    for (let run = 0; run < 2; run++) {
      notices = [];
      await findCardPage(db, demo.user_id, filter, page);
    }
    for (const notice of notices) {
      const statement = /Query Text: ([^\n]*)/.exec(notice)?.[1]?.trim().slice(0, 60) ?? '?';
      plans[`${name}: ${statement}`] = notice;
    }
  }
  process.stdout.write(`${JSON.stringify(plans)}\n`);
} finally {
  await database.close();
}
