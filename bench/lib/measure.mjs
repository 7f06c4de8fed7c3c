// One measured load: autocannon in this process, the server in its own, and the server's memory
// sampled from /proc while the load runs.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

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
