// The plans of the analytics statements on the benchmark's rows: each repository call the
// analytics queries make, run under EXPLAIN (ANALYZE, BUFFERS) for the demo company's last 12
// months (the widest of the spec's ranges). Prints JSON { statement: plan text } on stdout.
//   node --import tsx bench/analytics/explain.ts [database url]
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { dashboardRangeInputSchema } from '@quorum/shared';
import { openDatabase } from '../../apps/api/src/db/client';
import type { Db } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { countQuestionsByBucket } from '../../apps/api/src/features/analytics/engagement-repo';
import {
  mostNegativeQuestions,
  replyRatings,
  sentimentCounts,
  topCategories,
} from '../../apps/api/src/features/analytics/feedback-repo';
import { periodOf } from '../../apps/api/src/features/analytics/period';
import {
  responseTimesByCategory,
  responseTimesByMember,
  totals,
} from '../../apps/api/src/features/analytics/response-repo';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/quorum_bench_analytics';
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  const [demo] = rowsOf<{ company_id: string }>(
    await database.db.execute(sql`select m.company_id from company_members m
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
  const period = periodOf(dashboardRangeInputSchema.parse({ range: '12Months' }));
  const company = demo.company_id;
  const statements: Record<string, () => Promise<unknown>> = {
    'engagement by investor type': () =>
      countQuestionsByBucket(explaining, company, period, 'investor-type'),
    'engagement by category': () => countQuestionsByBucket(explaining, company, period, 'category'),
    'response times by member': () => responseTimesByMember(explaining, company, period),
    'response times by category': () => responseTimesByCategory(explaining, company, period),
    'reply ratings': () => replyRatings(explaining, company, period),
    'sentiment counts': () => sentimentCounts(explaining, company, period),
    'most negative questions': () => mostNegativeQuestions(explaining, company, period, 5),
    'top categories': () => topCategories(explaining, company, period, 10),
    totals: () => totals(explaining, company, period),
  };
  const plans: Record<string, string> = {};
  for (const [name, run] of Object.entries(statements)) {
    // Twice: the first run warms the cache, the second is the plan a busy page sees.
    await run();
    await run();
    plans[name] = plan;
  }
  process.stdout.write(`${JSON.stringify(plans)}\n`);
} finally {
  await database.close();
}
