// One measured load: autocannon in this process, the server in its own, and the server's memory
// sampled from /proc while the load runs.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 15;
export const WARMUP_SECONDS = 3;
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

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * @param {object} target
 * @param {string} target.url full URL to load
 * @param {number} target.pid the server's process id
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} target.request
 * @param {string} [target.expectBody] a response body any other answer counts as a mismatch
 */
export async function measure({ url, pid, request, expectBody }) {
  const options = { url, connections: CONNECTIONS, ...request, expectBody };
  // A short unrecorded run first: JIT, caches and connection pools settle before the numbers.
  await autocannon({ ...options, duration: WARMUP_SECONDS });

  let peakRss = rssMb(pid) ?? 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid) ?? 0);
  }, RSS_SAMPLE_MS);
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
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
  };
}
