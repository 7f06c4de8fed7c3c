// `npm run bench -- suggestions`: how well the registry's search suggests the answer to an
// investor's question (issue 17, "★ Suggested answer"), on the labelled set in
// apps/api/src/lib/suggestions (84 registry items, 345 questions, the rule in its README.md).
// The registry is saved into a company through the product's own code on a PostgreSQL database of
// its own (PGlite in memory when PostgreSQL does not answer), and every question's whole text is
// given to today's search (findRegistryPage, as the GraphQL list and the drawer's "Answer from
// registry" call it): precision@1 and @3 over the questions that have an answer, and how often a
// question with none still gets a suggestion. Nothing is timed. This is the baseline a ranking is
// judged against; the target is precision@1 ≥ 0.70 and precision@3 ≥ 0.90.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeResults } from './lib/report.mjs';
import { postgresAnswers } from './lib/servers.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));
const DATABASE = 'quorum_bench_suggestions';
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
const TARGET = { precisionAt1: 0.7, precisionAt3: 0.9 };
const SET_DIR = 'apps/api/src/lib/suggestions';

const kit = await tsImport(
  new URL(`../${SET_DIR}/testing/labelled-set.ts`, import.meta.url).href,
  import.meta.url,
);
const { RANK_BLOCK, SUGGESTIONS_PAGE, openRegistrySearch } = await tsImport(
  new URL('./suggestions/registry-search.ts', import.meta.url).href,
  import.meta.url,
);
const { NO_ANSWER, measure, readLabelledQuestions, readRegistry } = kit;

function psqlAdmin(sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc', sql],
    { encoding: 'utf8' },
  );
}

const dropDatabase = () => psqlAdmin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);

/** An empty database of the benchmark's own, or none (PGlite) when PostgreSQL does not answer. */
function freshDatabaseUrl() {
  if (!postgresAnswers()) return undefined;
  dropDatabase();
  const created = psqlAdmin(`CREATE DATABASE ${DATABASE}`);
  if (created.status !== 0) throw new Error(`Could not create ${DATABASE}: ${created.stderr}`);
  return DATABASE_URL;
}

const registry = readRegistry();
const questions = readLabelledQuestions();
const databaseUrl = freshDatabaseUrl();
const search = await openRegistrySearch(registry, databaseUrl);
const answers = [];
try {
  for (const question of questions)
    answers.push({ question, ...(await search.search(question.text)) });
} finally {
  await search.close();
  if (databaseUrl) dropDatabase();
}

const round = (value) => Number(value.toFixed(3));
const summary = (set) =>
  Object.fromEntries(Object.entries(measure(set)).map(([key, v]) => [key, round(v)]));
const wordsOf = (answer) => (answer.query === null ? 0 : answer.query.split(' & ').length);

/** How the answerable questions fare by how many words the search had to find in one item. */
function byWordCount(set) {
  const bands = [
    { label: '1–2 words', low: 1, high: 2 },
    { label: '3–4 words', low: 3, high: 4 },
    { label: '5–7 words', low: 5, high: 7 },
    { label: '8+ words', low: 8, high: Infinity },
  ];
  return bands.map(({ label, low, high }) => {
    const band = set.filter((a) => wordsOf(a) >= low && wordsOf(a) <= high);
    return { words: label, ...summary(band) };
  });
}

const answerable = answers.filter((a) => a.question.answer !== NO_ANSWER);
const results = {
  name: 'suggestions',
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.versions.node },
  database:
    search.kind === 'postgres'
      ? `PostgreSQL (${DATABASE}, made and dropped by the run)`
      : 'PGlite in memory',
  labelledSet: {
    registry: `${SET_DIR}/registry.csv`,
    questions: `${SET_DIR}/labelled-questions.csv`,
    registryItems: registry.length,
    labelledQuestions: questions.length,
    withAnswer: answerable.length,
    withoutAnswer: questions.length - answerable.length,
  },
  search: `findRegistryPage: tab 'all', searchText = the question's whole text, the first page (${SUGGESTIONS_PAGE})`,
  target: TARGET,
  all: summary(answers),
  tuning: summary(answers.filter((a) => a.question.split === 'tuning')),
  heldOut: summary(answers.filter((a) => a.question.split === 'held-out')),
  byWordCount: byWordCount(answerable),
  onlyStopWords: answers.filter((a) => a.query === null).length,
  mostMatches: Math.max(...answers.map((a) => a.totalItems)),
  perQuestion: answers.map((a) => ({
    text: a.question.text,
    answer: a.question.answer,
    split: a.question.split,
    query: a.query,
    matched: a.totalItems,
    top3: a.ids.slice(0, 3),
  })),
};

results.holds =
  results.all.precisionAt1 >= TARGET.precisionAt1 &&
  results.all.precisionAt3 >= TARGET.precisionAt3;

const pct = (v) => `${(v * 100).toFixed(1)}%`;
const row = (label, m) =>
  `| ${label} | ${m.answerable} | ${pct(m.precisionAt1)} | ${pct(m.precisionAt3)} | ${pct(m.found)} | ${pct(m.emptyAnswerable)} | ${m.meanReciprocalRank.toFixed(3)} | ${m.unanswerable} | ${pct(m.unanswerableSuggested)} |`;

const markdown = (r) =>
  [
    `# Benchmark: ${r.name}`,
    '',
    `${r.date.slice(0, 16).replace('T', ' ')} UTC · ${r.database} · Node ${r.machine.node}. Today's registry search given each investor question's whole text as the search box's text: ${r.labelledSet.registryItems} registry items, ${r.labelledSet.labelledQuestions} labelled questions (${r.labelledSet.withAnswer} with an answer in the registry, ${r.labelledSet.withoutAnswer} without), labelled by the rule in \`${SET_DIR}/README.md\`. The search requires every word but stop words, each as a prefix (\`toSearchWords\`), and orders its matches by \`ts_rank\` (question words weigh more than response words) within blocks of the ${RANK_BLOCK} newest; the most items one question matched was ${r.mostMatches}${r.mostMatches <= RANK_BLOCK ? ', so every list was ranked whole' : ''}. The drawer's first page is ${SUGGESTIONS_PAGE} items. precision@k: the share of questions with an answer whose answer is among the first k suggestions. Nothing is timed.`,
    '',
    '| questions | with an answer | precision@1 | precision@3 | answer anywhere on the page | given nothing | MRR | with no answer | … given a suggestion |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('all', r.all),
    row('tuning two thirds', r.tuning),
    row('held-out third', r.heldOut),
    '',
    'By how many words the search required (questions with an answer):',
    '',
    '| words required | questions | precision@1 | precision@3 | given nothing |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...r.byWordCount.map(
      (b) =>
        `| ${b.words} | ${b.answerable} | ${pct(b.precisionAt1)} | ${pct(b.precisionAt3)} | ${pct(b.emptyAnswerable)} |`,
    ),
    '',
    `Issue 17's target, precision@1 ≥ ${r.target.precisionAt1} and precision@3 ≥ ${r.target.precisionAt3}: ${r.holds ? '**holds**' : '**does not hold**'}. ${r.onlyStopWords} questions had only stop words. Every question's words, matches and first three suggestions are in the JSON (\`perQuestion\`).`,
    '',
  ].join('\n');

const { jsonFile } = writeResults(RESULTS_DIR, results, markdown);
const mdFile = path.join(RESULTS_DIR, `${results.date.slice(0, 10)}-suggestions.md`);
writeFileSync(mdFile, markdown(results));
console.log(markdown(results));
console.log(
  `Wrote ${path.relative(process.cwd(), jsonFile)} and ${path.relative(process.cwd(), mdFile)}.`,
);
