// The few parts of @20minutes/s3rver (a local S3 for the storage tests) the tests use.
declare module '@20minutes/s3rver' {
  import type { IncomingMessage } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
    vhostBuckets?: boolean;
  }

  /** Koa's context, as far as the tests' middleware reads and writes it. */
  export interface S3rverContext {
    method: string;
    url: string;
    path: string;
    headers: Record<string, string | string[] | undefined>;
    query: Record<string, string | undefined>;
    req: IncomingMessage;
    state: Record<string, unknown>;
    status: number;
    type: string;
    body: unknown;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
