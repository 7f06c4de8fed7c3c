import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client';
import { outboxStats } from './outbox-stats';

/** Where the latency buckets fall: a GraphQL read is milliseconds, an upload or import seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface RequestObservation {
  method: string;
  /** The route's pattern (`/files/:key`), never the URL: labels must stay few. */
  route: string;
  /** The GraphQL root field, a name from the schema; '' for other routes. */
  operation: string;
  status: number;
  seconds: number;
}

/**
 * The process's Prometheus metrics: request rate and latency by route and GraphQL operation, the
 * database pool, the email outbox, open WebSockets, and Node's own (memory, event loop, GC).
 */
export function createMetrics(options: {
  database: Database;
  openSockets: () => number;
  /** Page visits answered but not recorded, past a person's hourly limit, since the start. */
  droppedPageVisits: () => number;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'quorum_http_requests_total',
    help: 'HTTP requests answered, by method, route, GraphQL operation and status class',
    labelNames: ['method', 'route', 'operation', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'quorum_http_request_duration_seconds',
    help: 'Time to answer a request, by route and GraphQL operation',
    labelNames: ['route', 'operation'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const pool = options.database.pool;
  if (pool) {
    new Gauge({
      name: 'quorum_db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'quorum_outbox_emails',
    help: 'Outbox mail not sent: waiting (depth) or given up after every attempt (dead)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const stats = await outboxStats(options.database.db);
      this.set({ state: 'waiting' }, stats.depth);
      this.set({ state: 'dead' }, stats.deadLetters);
    },
  });
  new Gauge({
    name: 'quorum_websockets_open',
    help: 'Subscription WebSockets open on this process',
    registers: [registry],
    collect() {
      this.set(options.openSockets());
    },
  });

  new Counter({
    name: 'quorum_page_visits_dropped_total',
    help: 'Page visits answered but not recorded: past one person’s hourly limit',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(options.droppedPageVisits());
    },
  });

  // Each request's series, found by one string instead of prom-client hashing a labels object
  // (sorted keys, a new string) twice a request. Routes, operations (root fields the schema
  // validated) and status classes are few, so the map stays small.
  const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  const seriesOf = (request: RequestObservation) => {
    const status = `${Math.floor(request.status / 100)}xx`;
    const key = `${request.method} ${request.route} ${request.operation} ${status}`;
    let found = series.get(key);
    if (!found) {
      const counter = requests.labels(request.method, request.route, request.operation, status);
      const histogram = latency.labels(request.route, request.operation);
      found = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) };
      series.set(key, found);
    }
    return found;
  };

  return {
    registry,
    observe(request: RequestObservation) {
      const found = seriesOf(request);
      found.count();
      found.time(request.seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
