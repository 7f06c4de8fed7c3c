// A fixed arrival rate, wrk2-style: request i is due at start + i / rate whatever happened to the
// ones before it, and its latency runs from when it was due, so time spent waiting for a free
// connection counts. autocannon's `overallRate` is not this: each connection sends its share of a
// second back to back when the second starts and then waits, so its "100 requests/s over 10
// connections" is ten requests in flight at once, ten times a second.
import http from 'node:http';

/** How often the scheduler looks for requests that are due (ms); each is sent on the first look after it is due. */
const TICK_MS = 1;

/**
 * @param {object} load
 * @param {string} load.url base URL
 * @param {{ method?: string, path?: string, headers?: Record<string, string>, body?: string }[]} load.requests
 *   sent in turn
 * @param {number} load.rate requests a second
 * @param {number} load.connections at most this many in flight; the rest wait for one, on the clock
 * @param {number} load.durationSeconds
 * @param {(body: string) => boolean} [load.verifyBody] a body it refuses counts as a mismatch
 * @returns {Promise<{ requestsTotal: number, requestsPerSecond: number, latenciesMs: number[],
 *   errors: number, non2xx: number, mismatches: number }>}
 */
export async function openLoop({ url, requests, rate, connections, durationSeconds, verifyBody }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const base = new URL(url);
  const total = Math.round(rate * durationSeconds);
  const latenciesMs = [];
  let errors = 0;
  let non2xx = 0;
  let mismatches = 0;
  let sent = 0;
  const inFlight = new Set();
  const start = performance.now();

  const send = (index, dueAt) => {
    const spec = requests[index % requests.length];
    const done = new Promise((resolve) => {
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: spec.method ?? 'GET',
          path: spec.path ?? base.pathname,
          headers: spec.headers,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            latenciesMs.push(performance.now() - dueAt);
            if (response.statusCode < 200 || response.statusCode >= 300) non2xx += 1;
            else if (verifyBody && !verifyBody(Buffer.concat(chunks).toString('utf8')))
              mismatches += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(spec.body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now) {
        send(sent, start + (sent * 1000) / rate);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latenciesMs.sort((a, b) => a - b);
  return {
    requestsTotal: latenciesMs.length,
    requestsPerSecond: latenciesMs.length / elapsedSeconds,
    latenciesMs,
    errors,
    non2xx,
    mismatches,
  };
}
