// One measured load: autocannon in this process, the server in its own, and the server's memory
// sampled from /proc while the load runs.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { openLoop } from './open-loop.mjs';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 10;
export const WARMUP_SECONDS = 3;
/** Clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const RSS_SAMPLE_MS = 200;

/** VmRSS of a process in MB, or undefined once it has gone. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time a process has used so far, in microseconds (user + system, from /proc). */
function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command name: utime and stime are fields 14 and 15 of the line, 12 and 13 here.
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * @param {object} target
 * @param {string} target.url full URL to load
 * @param {number} target.pid the server's process id
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} target.request
 * @param {string} [target.expectBody] a response body any other answer counts as a mismatch
 * @param {boolean} [target.warmUp] run a short unrecorded load first (a server's first round)
 */
export async function measure({ url, pid, request, expectBody, warmUp = true }) {
  const options = { url, connections: CONNECTIONS, ...request, expectBody };
  // A short unrecorded run first: JIT, caches and connection pools settle before the numbers.
  if (warmUp) await autocannon({ ...options, duration: WARMUP_SECONDS });

  let peakRss = rssMb(pid) ?? 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid) ?? 0);
  }, RSS_SAMPLE_MS);
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  const cpuUsed = cpuMicros(pid) - cpuBefore;
  clearInterval(sampler);

  return {
    requestsPerSecond: round(result.requests.average),
    requestsTotal: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: round(result.latency.average, 2),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    peakRssMb: round(peakRss),
    // Steadier than requests/s on a shared machine: what one request costs the server's CPU.
    serverCpuMicrosPerRequest: round(cpuUsed / Math.max(result.requests.total, 1)),
  };
}

/** The value below which `share` of the sorted values fall. */
function percentile(sorted, share) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

/**
 * Like `measure`, for a load of several different requests (autocannon cycles through them on each
 * connection) at a chosen number of connections, with every response's latency kept so any
 * percentile can be read (autocannon's own summary has no p95).
 * @param {object} target
 * @param {string} target.url base URL
 * @param {number} target.pid the server's process id
 * @param {{ method?: string, path?: string, headers?: Record<string, string>, body?: string }[]} target.requests
 * @param {number} target.connections
 * @param {number} [target.durationSeconds]
 * @param {number} [target.warmupSeconds]
 * @param {number} [target.overallRate] requests a second across all connections: a fixed arrival
 *   rate (open loop, latency from when each request was due), instead of as fast as answered
 * @param {(body: string) => boolean} [target.verifyBody] a body it refuses counts as a mismatch
 * @param {() => Promise<number[]>} [target.databasePids] the database server processes serving
 *   the API, asked after the warm-up, whose CPU is reported per request too
 */
export async function measureRequests({
  url,
  pid,
  requests,
  connections,
  durationSeconds = DURATION_SECONDS,
  warmupSeconds = WARMUP_SECONDS,
  overallRate,
  verifyBody,
  databasePids,
}) {
  const load = { url, connections, requests, verifyBody, overallRate };
  if (warmupSeconds > 0) await runLoad(load, warmupSeconds);
  const dbPidsBefore = databasePids ? await databasePids() : [];
  const dbCpuBefore = new Map(dbPidsBefore.map((dbPid) => [dbPid, cpuMicrosOrZero(dbPid)]));

  let peakRss = rssMb(pid) ?? 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid) ?? 0);
  }, RSS_SAMPLE_MS);
  const cpuBefore = cpuMicros(pid);
  const result = await runLoad(load, durationSeconds);
  const cpuUsed = cpuMicros(pid) - cpuBefore;
  // A backend the pool opened during the load counts whole; one that closed counts for nothing
  // (its time is gone with its /proc entry).
  const dbPidsAfter = databasePids ? await databasePids() : [];
  const dbCpuUsed = dbPidsAfter.reduce(
    (sum, dbPid) => sum + cpuMicrosOrZero(dbPid) - (dbCpuBefore.get(dbPid) ?? 0),
    0,
  );
  clearInterval(sampler);
  const latencies = result.latenciesMs;
  const ms = (value) => (value === undefined ? undefined : round(value, 2));

  return {
    requestsPerSecond: round(result.requestsPerSecond),
    requestsTotal: result.requestsTotal,
    latencyMs: {
      p50: ms(percentile(latencies, 0.5)),
      p90: ms(percentile(latencies, 0.9)),
      p95: ms(percentile(latencies, 0.95)),
      p99: ms(percentile(latencies, 0.99)),
      max: ms(latencies.at(-1)),
      average: round(latencies.reduce((sum, value) => sum + value, 0) / latencies.length, 2),
    },
    errors: result.errors,
    timeouts: result.timeouts ?? 0,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
    peakRssMb: round(peakRss),
    serverCpuMicrosPerRequest: round(cpuUsed / Math.max(result.requestsTotal, 1)),
    databaseCpuMicrosPerRequest: databasePids
      ? round(dbCpuUsed / Math.max(result.requestsTotal, 1))
      : undefined,
  };
}

/**
 * A load for a while: at a fixed arrival rate (bench/lib/open-loop.mjs) when `overallRate` is set,
 * otherwise autocannon as fast as answered; every response's latency kept, sorted.
 */
async function runLoad({ url, connections, requests, verifyBody, overallRate }, durationSeconds) {
  if (overallRate) {
    return openLoop({ url, requests, connections, verifyBody, rate: overallRate, durationSeconds });
  }
  const latenciesMs = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections, requests, verifyBody, duration: durationSeconds },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latenciesMs.push(responseTime),
    );
  });
  latenciesMs.sort((a, b) => a - b);
  return {
    requestsTotal: result.requests.total,
    requestsPerSecond: result.requests.average,
    latenciesMs,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
  };
}

/** A process's CPU so far, or zero once it has gone. */
function cpuMicrosOrZero(pid) {
  try {
    return cpuMicros(pid);
  } catch {
    return 0;
  }
}
