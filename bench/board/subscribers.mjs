// Load 2: many open boards (graphql-ws subscribers of boardUpdated) and one change at a time made
// through the API; for each subscriber, the time from just before the mutation is sent to the
// event's arrival. The subscribers live in this process, so the generator's own event loop (and
// the two cores it shares with the API and PostgreSQL) is part of every number.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql } from '../../scripts/lib/api-sign-in.mjs';
import { BOARD_UPDATED, MOVE } from './queries.mjs';

const CONNECT_BATCH = 50;
const DELIVERY_LIMIT_MS = 10_000;
const READY_LIMIT_MS = 60_000;

/** CPU time a process has used so far, in microseconds (utime + stime, 100 ticks a second). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** This process's own CPU so far, in microseconds: the generator's share of the cores. */
const ownCpuMicros = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted, share) =>
  sorted.length === 0
    ? undefined
    : sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/** One open board: every event's arrival time, and a way to wait for the n-th. */
function openBoard(wsUrl, token) {
  const arrivals = [];
  let failure;
  let waiters = [];
  const wake = () => {
    for (const waiter of waiters) waiter();
    waiters = [];
  };
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    keepAlive: 0,
  });
  client.subscribe(
    { query: BOARD_UPDATED },
    {
      next: (result) => {
        if (result.errors) failure = result.errors;
        else arrivals.push(performance.now());
        wake();
      },
      error: (error) => {
        failure = error instanceof Error ? error.message : String(error?.reason ?? error);
        wake();
      },
      complete: () => wake(),
    },
  );
  return {
    arrivals,
    failure: () => failure,
    /** Resolves once `count` events have arrived, or false after `limitMs`. */
    async arrived(count, limitMs) {
      const deadline = performance.now() + limitMs;
      while (arrivals.length < count && failure === undefined) {
        const left = deadline - performance.now();
        if (left <= 0) return false;
        await Promise.race([new Promise((resolve) => waiters.push(resolve)), delay(left)]);
      }
      return arrivals.length >= count;
    },
    close: () => client.dispose(),
  };
}

/**
 * @param {object} options
 * @param {string} options.url the API's base URL
 * @param {number} options.pid the API's process id, whose CPU each change costs is reported
 * @param {string} options.token a signed-in member's access token (one reused by every board)
 * @param {string} options.enquiryId the card whose priority each change toggles
 * @param {number} options.subscribers
 * @param {number} options.changes
 * @param {number} options.spacingMs the pause between one change's last delivery and the next
 */
export async function measureDelivery({
  url,
  pid,
  token,
  enquiryId,
  subscribers,
  changes,
  spacingMs,
}) {
  const wsUrl = `${url.replace(/^http/, 'ws')}/graphql`;
  const boards = [];
  for (let i = 0; i < subscribers; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, subscribers - i) }, () =>
      openBoard(wsUrl, token),
    );
    boards.push(...batch);
    await delay(20);
  }
  let priority = 'high';
  const change = async () => {
    priority = priority === 'high' ? 'low' : 'high';
    const sentAt = performance.now();
    await graphql(url, MOVE, { id: enquiryId, priority }, token);
    return sentAt;
  };

  try {
    // graphql-ws does not acknowledge a subscribe: changes go out until every board has heard one,
    // and from then on none is missed. These warm-up events are not measured.
    const readyBy = performance.now() + READY_LIMIT_MS;
    let warmUps = 0;
    while (boards.some((board) => board.arrivals.length === 0)) {
      const refused = boards.find((board) => board.failure() !== undefined);
      if (refused) {
        throw new Error(`A subscriber was refused: ${JSON.stringify(refused.failure())}`);
      }
      if (performance.now() > readyBy) {
        const silent = boards.filter((board) => board.arrivals.length === 0).length;
        throw new Error(`${silent} of ${subscribers} subscribers heard nothing within 60 s.`);
      }
      await change();
      warmUps++;
      await delay(500);
    }
    // Let any warm-up event still in flight land before counting.
    await delay(1_000);
    const offsets = boards.map((board) => board.arrivals.length);

    const latencies = [];
    const perChange = [];
    let missed = 0;
    const apiCpuBefore = cpuMicros(pid);
    const ownCpuBefore = ownCpuMicros();
    for (let k = 0; k < changes; k++) {
      const sentAt = await change();
      const arrived = await Promise.all(
        boards.map((board, i) => board.arrived(offsets[i] + k + 1, DELIVERY_LIMIT_MS)),
      );
      const these = [];
      boards.forEach((board, i) => {
        const at = board.arrivals[offsets[i] + k];
        if (arrived[i] && at !== undefined) these.push(at - sentAt);
      });
      missed += subscribers - these.length;
      these.sort((a, b) => a - b);
      perChange.push({
        change: k + 1,
        delivered: these.length,
        p50: round(percentile(these, 0.5)),
        p99: round(percentile(these, 0.99)),
        max: round(these.at(-1)),
      });
      latencies.push(...these);
      await delay(spacingMs);
    }
    const apiCpu = cpuMicros(pid) - apiCpuBefore;
    const ownCpu = ownCpuMicros() - ownCpuBefore;
    latencies.sort((a, b) => a - b);
    const extra = boards.reduce(
      (sum, board, i) => sum + Math.max(0, board.arrivals.length - offsets[i] - changes),
      0,
    );
    return {
      subscribers,
      changes,
      spacingMs,
      warmUpChanges: warmUps,
      deliveries: latencies.length,
      expectedDeliveries: subscribers * changes,
      missed,
      unexpectedExtraEvents: extra,
      allReceivedEveryChange: missed === 0,
      latencyMs: {
        p50: round(percentile(latencies, 0.5)),
        p95: round(percentile(latencies, 0.95)),
        p99: round(percentile(latencies, 0.99)),
        max: round(latencies.at(-1)),
      },
      // What one change to every open board costs: the API's CPU (the mutation, then one
      // subscription execution and one WebSocket frame per subscriber) and the generator's.
      apiCpuMsPerChange: round(apiCpu / changes / 1000),
      generatorCpuMsPerChange: round(ownCpu / changes / 1000),
      perChange,
    };
  } finally {
    await Promise.all(boards.map((board) => board.close()));
  }
}
