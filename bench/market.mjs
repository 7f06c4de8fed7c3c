// `npm run bench -- market`: live share prices (issue 19). 1,000 graphql-ws subscribers of
// stockPriceUpdated on the built product, on the replay provider with its clock in an ASX session
// and its tick at one a second: each subscriber follows one of 20 symbols (a share price card), and
// then each follows all 20 (a watchlist of peers). For every price that arrives, its delivery
// time: from when the server's tick fetched it (the quote's asOf, on the market clock, turned into
// this process's time by the clock's offset, measured with a round trip) to its arrival. The API
// process's CPU over the measurement, as a share of one core. The subscribers live in this process,
// so the generator's event loop and the two cores it shares with the API are in every number.
import { cpus } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { writeResults } from './lib/report.mjs';

const SUBSCRIBERS = Number(process.env.MARKET_BENCH_SUBSCRIBERS ?? 1000);
const SYMBOLS = ['BHP', 'CBA', 'CSL', 'NAB', 'WBC', 'ANZ', 'WES', 'MQG', 'FMG', 'RIO'].concat([
  'WDS',
  'TLS',
  'WOW',
  'GMG',
  'TCL',
  'ALL',
  'COL',
  'REA',
  'STO',
  'QBE',
]);
const MEASURE_SECONDS = 20;
const CONNECT_BATCH = 50;
/** A Tuesday's ASX session (Sydney summer time): the replay trades through the whole run. */
const SESSION = '2026-11-24T00:30:00Z';
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));
const PRICE = 'query($s: String) { getStockPrice(symbol: $s) { asOf } }';

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Market time minus this process's time: a symbol no one asked for yet, fetched mid-round-trip. */
async function clockOffset(url, token) {
  let best;
  for (const code of ['XRO', 'RMD', 'IAG']) {
    const sent = performance.timeOrigin + performance.now();
    const { getStockPrice } = await graphql(url, PRICE, { s: code }, token);
    const back = performance.timeOrigin + performance.now();
    const offset = Date.parse(getStockPrice.asOf) - (sent + back) / 2;
    if (!best || back - sent < best.rtt) best = { offset, rtt: back - sent };
  }
  return best;
}

function subscriber(wsUrl, token, symbols, onQuote) {
  let failure;
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    keepAlive: 0,
  });
  client.subscribe(
    {
      query: `subscription { stockPriceUpdated(symbols: ${JSON.stringify(symbols)}) { symbol asOf } }`,
    },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        else onQuote(result.data.stockPriceUpdated, performance.timeOrigin + performance.now());
      },
      error: (error) => (failure = error),
      complete: () => undefined,
    },
  );
  return { failure: () => failure, close: () => client.dispose() };
}

async function measureLoad(server, token, offset, symbolsEach) {
  const wsUrl = `${server.url.replace(/^http/, 'ws')}/graphql`;
  let measuring = false;
  const delays = [];
  const onQuote = (quote, arrived) => {
    if (measuring) delays.push(arrived - (Date.parse(quote.asOf) - offset));
  };
  const subs = [];
  for (let i = 0; i < SUBSCRIBERS; i += CONNECT_BATCH) {
    for (let j = i; j < Math.min(i + CONNECT_BATCH, SUBSCRIBERS); j++) {
      const symbols =
        symbolsEach === 1 ? [SYMBOLS[j % SYMBOLS.length]] : SYMBOLS.slice(0, symbolsEach);
      subs.push(subscriber(wsUrl, token, symbols, onQuote));
    }
    await delay(100);
  }
  await delay(3000);
  const refused = subs.filter((sub) => sub.failure()).length;
  measuring = true;
  const cpuBefore = cpuMicros(server.pid);
  const started = performance.now();
  await delay(MEASURE_SECONDS * 1000);
  const cpuUsed = cpuMicros(server.pid) - cpuBefore;
  const seconds = (performance.now() - started) / 1000;
  measuring = false;
  for (const sub of subs) sub.close();
  await delay(1000);
  const sorted = delays.sort((a, b) => a - b);
  return {
    subscribers: SUBSCRIBERS,
    symbolsEach,
    refused,
    deliveries: sorted.length,
    deliveriesPerSecond: round(sorted.length / seconds, 0),
    delayMs: {
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted.at(-1)),
    },
    apiCpuShareOfOneCore: round(cpuUsed / 1e6 / seconds, 3),
  };
}

ensureDependencies();
ensureBuild();
const server = await startProduct({
  env: {
    MARKET_REPLAY_START: SESSION,
    MARKET_TICK_MS: '1000',
    // A thousand sockets from one address: the per-address cap scaled as every limit is.
    RATE_LIMIT_MULTIPLIER: '100',
  },
});
try {
  const token = await signInByApi(server.url, DEMO);
  const { offset, rtt } = await clockOffset(server.url, token);
  const loads = [];
  for (const symbolsEach of [1, SYMBOLS.length]) {
    const load = await measureLoad(server, token, offset, symbolsEach);
    loads.push(load);
    console.log(
      `${load.subscribers} subscribers × ${symbolsEach} symbol(s): ${load.deliveriesPerSecond} deliveries/s, p50 ${load.delayMs.p50} ms, p99 ${load.delayMs.p99} ms, API ${(load.apiCpuShareOfOneCore * 100).toFixed(1)}% of a core, refused ${load.refused}`,
    );
  }
  const results = {
    name: 'market',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.versions.node },
    database: 'PGlite',
    settings: { tickMs: 1000, measureSeconds: MEASURE_SECONDS, symbols: SYMBOLS, session: SESSION },
    clock: { offsetMs: round(offset), roundTripMs: round(rtt) },
    loads,
  };
  const { jsonFile } = writeResults(RESULTS_DIR, results, (r) =>
    [
      `# Benchmark: ${r.name}`,
      '',
      `${r.date.slice(0, 16).replace('T', ' ')} UTC, ${r.machine.cpus} CPUs, Node ${r.machine.node}. stockPriceUpdated on the replay provider, one tick a second, ${r.settings.measureSeconds} s a load; delivery from the tick's fetch (asOf, offset measured within ${r.clock.roundTripMs} ms) to arrival.`,
      '',
      '| subscribers | symbols each | deliveries/s | p50 ms | p95 ms | p99 ms | max ms | API CPU, share of a core | refused |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...r.loads.map(
        (l) =>
          `| ${l.subscribers} | ${l.symbolsEach} | ${l.deliveriesPerSecond} | ${l.delayMs.p50} | ${l.delayMs.p95} | ${l.delayMs.p99} | ${l.delayMs.max} | ${(l.apiCpuShareOfOneCore * 100).toFixed(1)}% | ${l.refused} |`,
      ),
      '',
    ].join('\n'),
  );
  console.log(`Wrote ${path.relative(ROOT, jsonFile)}.`);
} finally {
  await server.stop();
}
