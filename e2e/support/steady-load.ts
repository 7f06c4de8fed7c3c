// An open-loop load at a fixed arrival rate (a request every `intervalMs`, whether or not the last
// one has answered), so an outage shows as failed requests instead of a stalled client.
import { setTimeout as delay } from 'node:timers/promises';

export interface Outcome {
  kind: 'read' | 'write';
  sentAt: number;
  /** HTTP status; 0 when no answer came (refused connection, timeout). */
  status: number;
  /** The GraphQL error code, when the answer was one. */
  code?: string;
  message?: string;
  /** What a successful write created. */
  id?: string;
  ok: boolean;
}

export interface LoadRequest {
  kind: 'read' | 'write';
  query: string;
  variables?: Record<string, unknown>;
  /** Picks the created id out of a successful write's data. */
  idOf?: (data: Record<string, unknown>) => string | undefined;
}

const ANSWER_LIMIT_MS = 5_000;

async function send(baseUrl: string, token: string, request: LoadRequest): Promise<Outcome> {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: request.query, variables: request.variables }),
      signal: AbortSignal.timeout(ANSWER_LIMIT_MS),
    });
    const body = (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
      code?: string;
      message?: string;
    };
    const error = body.errors?.[0];
    const ok = response.ok && !error && body.data !== undefined;
    return {
      kind: request.kind,
      sentAt,
      status: response.status,
      code: error?.extensions?.code ?? body.code,
      message: error?.message ?? body.message,
      id: ok && body.data ? request.idOf?.(body.data) : undefined,
      ok,
    };
  } catch (error) {
    return { kind: request.kind, sentAt, status: 0, message: String(error), ok: false };
  }
}

/** Runs until `stop()`; `stop` resolves with every outcome once the last request has answered. */
export function startSteadyLoad(options: {
  baseUrl: string;
  token: string;
  intervalMs: number;
  next: (n: number) => LoadRequest;
}) {
  const pending: Promise<Outcome>[] = [];
  let running = true;
  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      pending.push(send(options.baseUrl, options.token, options.next(n)));
      await delay(options.intervalMs);
    }
  })();
  return {
    async stop(): Promise<Outcome[]> {
      running = false;
      await loop;
      return Promise.all(pending);
    },
  };
}

/** The share of outcomes that succeeded, 0–1. */
export const successShare = (outcomes: Outcome[]) =>
  outcomes.length === 0 ? 0 : outcomes.filter((o) => o.ok).length / outcomes.length;
