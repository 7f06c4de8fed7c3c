// `npm run bench -- announcements`: announcements and their uploads (issue 14), on the built API.
//   Upload: a 50 MB and a 200 MB MP4 sent in 5 MB chunks (3 in flight, as the web app sends them) through the
//           resumable-upload routes, to the local disk and to a local S3 server (s3rver), in one
//           run: MB/s from the first byte to the finished upload, the server's CPU per MB, and its
//           RSS before and at its peak (streaming: the file is never held whole, so the peak stays
//           near the idle size whatever the file's size).
//   List:   getCompanyAnnouncements' first page (5) in a company holding 1,000 announcements, at
//           one connection: latency percentiles and CPU per request, API and database.
// On the machine's PostgreSQL when it answers (a fresh `quorum_bench` database), else PGlite.
// Results go to bench/results/ (JSON, and a section of latest.md). Never part of `npm test`.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { DEMO, graphql, signInByApi } from '../scripts/lib/api-sign-in.mjs';
import { startProduct } from '../scripts/lib/product.mjs';
import { ROOT, ensureBuild, ensureDependencies } from '../scripts/lib/workspace.mjs';
import { measureRequests } from './lib/measure.mjs';
import { writeResults } from './lib/report.mjs';
import {
  BENCH_DATABASE_URL,
  createBenchDatabase,
  dropBenchDatabase,
  postgresAnswers,
} from './lib/servers.mjs';

// The test kit's media maker and local S3 are TypeScript: one maker of valid MP4s for the tests,
// the end-to-end suite and this benchmark.
register();
const { writeMp4 } = await import('../apps/api/src/features/uploads/media/testing/make-media.ts');
const { startLocalS3 } = await import('../apps/api/src/lib/storage/testing/local-s3.ts');

/** Two sizes: if the server streamed nothing, its peak would grow with the file. */
const FILE_SIZES_MB = [50, 200];
const CHUNK_BYTES = 5_242_880;
const IN_FLIGHT = 3;
const ANNOUNCEMENTS = 1_000;
const LIST_SECONDS = 15;
const RSS_SAMPLE_MS = 50;
const RESULTS_DIR = fileURLToPath(new URL('./results', import.meta.url));

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) / 1024;
}

function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

async function rest(url, token, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Sends the file as the web app does: create, chunks with their SHA-256 (3 in flight), complete. */
async function uploadInChunks(server, token, file) {
  const size = statSync(file).size;
  const created = await rest(`${server.url}/uploads`, token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      purpose: 'announcement-media',
      fileName: 'investor-day.mp4',
      size,
      type: 'video/mp4',
    }),
  });
  const handle = await open(file);
  let next = 0;
  const sendNext = async () => {
    while (next < created.totalChunks) {
      const index = next++;
      const bytes = Buffer.alloc(Math.min(CHUNK_BYTES, size - index * CHUNK_BYTES));
      await handle.read(bytes, 0, bytes.length, index * CHUNK_BYTES);
      await rest(`${server.url}/uploads/${created.uploadId}/chunks/${index}`, token, {
        method: 'PUT',
        headers: {
          'content-type': 'application/octet-stream',
          'x-chunk-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
        body: bytes,
      });
    }
  };
  try {
    await Promise.all(Array.from({ length: IN_FLIGHT }, sendNext));
  } finally {
    await handle.close();
  }
  return rest(`${server.url}/uploads/${created.uploadId}/complete`, token, { method: 'POST' });
}

async function benchUpload(label, env, file) {
  const server = await startProduct({ env });
  try {
    const token = await signInByApi(server.url, DEMO);
    const idleRssMb = rssMb(server.pid);
    let peakRssMb = idleRssMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, rssMb(server.pid));
    }, RSS_SAMPLE_MS);
    const cpuBefore = cpuMicros(server.pid);
    const started = performance.now();
    const result = await uploadInChunks(server, token, file);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cpuMs = (cpuMicros(server.pid) - cpuBefore) / 1000;
    const megabytes = statSync(file).size / 1024 / 1024;
    if (result.attachmentSize !== statSync(file).size || !result.key)
      throw new Error(`${label}: the finished upload does not match: ${JSON.stringify(result)}`);
    return {
      label,
      megabytes: round(megabytes),
      seconds: round(seconds, 2),
      megabytesPerSecond: round(megabytes / seconds),
      serverCpuMsPerMegabyte: round(cpuMs / megabytes, 2),
      idleRssMb: round(idleRssMb),
      peakRssMb: round(peakRssMb),
      rssGrowthMb: round(peakRssMb - idleRssMb),
      attachmentDuration: result.attachmentDuration,
    };
  } finally {
    await server.stop();
  }
}

const CREATE = `mutation($input: AnnouncementInput!) { createAnnouncement(announcementInput: $input) { _id } }`;
const LIST = `{ getCompanyAnnouncements(page: 1, limit: 5) { items { _id title isPinned status attachmentUrl totalViews questionsAsked } publishedCount draftCount meta { totalItems } } }`;

async function benchList(env, database) {
  const server = await startProduct({ env });
  try {
    const token = await signInByApi(server.url, DEMO);
    for (let i = 0; i < ANNOUNCEMENTS; i++) {
      await graphql(
        server.url,
        CREATE,
        {
          input: {
            title: `Quarterly activities report ${i + 1}`,
            body: 'Production, costs and the drilling programme for the quarter.',
            status: i % 4 === 0 ? 'draft' : 'published',
          },
        },
        token,
      );
    }
    // A query the schema refuses would be measured as fast errors: it must answer once first.
    await graphql(server.url, LIST, undefined, token);
    const request = {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: LIST }),
    };
    const run = await measureRequests({
      url: server.url,
      pid: server.pid,
      requests: [request],
      connections: 1,
      durationSeconds: LIST_SECONDS,
      verifyBody: (body) => !body.includes('"errors"') && body.includes('"items"'),
      databasePids: database === 'PostgreSQL' ? postgresBackends : undefined,
    });
    return { announcements: ANNOUNCEMENTS, pageSize: 5, connections: 1, ...run };
  } finally {
    await server.stop();
  }
}

/** The PostgreSQL backends serving the bench database (their CPU counts per request too). */
async function postgresBackends() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

function announcementsMarkdown(results) {
  const upload = results.upload
    .map(
      (u) =>
        `| ${u.label} | ${u.megabytes} | ${u.seconds} | ${u.megabytesPerSecond} | ${u.serverCpuMsPerMegabyte} | ${u.idleRssMb} | ${u.peakRssMb} | ${u.rssGrowthMb} |`,
    )
    .join('\n');
  const l = results.list;
  return [
    `# Benchmark: announcements (${results.date.slice(0, 10)}, ${results.machine.cpus} cores, ${results.database})`,
    '',
    `## Upload: an MP4 of ${FILE_SIZES_MB.join(' and ')} MB in 5 MB chunks, ${IN_FLIGHT} in flight, one upload per fresh server`,
    '',
    '| storage | MB | seconds | MB/s | server CPU ms / MB | idle RSS MB | peak RSS MB | growth MB |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    upload,
    '',
    `## getCompanyAnnouncements, first page of 5, ${l.announcements} announcements, 1 connection`,
    '',
    `p50 ${l.latencyMs.p50} ms · p95 ${l.latencyMs.p95} ms · p99 ${l.latencyMs.p99} ms · ${l.requestsPerSecond} req/s · API CPU ${l.serverCpuMicrosPerRequest} µs/request${l.databaseCpuMicrosPerRequest === undefined ? '' : ` · database CPU ${l.databaseCpuMicrosPerRequest} µs/request`} · errors ${l.errors}, mismatches ${l.mismatches}`,
    '',
  ].join('\n');
}

ensureDependencies();
ensureBuild();
const usePostgres = postgresAnswers();
const database = usePostgres ? 'PostgreSQL' : 'PGlite';
const work = mkdtempSync(path.join(tmpdir(), 'quorum-bench-announcements-'));
const s3 = await startLocalS3();
try {
  const files = [];
  for (const megabytes of FILE_SIZES_MB) {
    const file = path.join(work, `investor-day-${megabytes}.mp4`);
    await writeMp4(file, megabytes * 1024 * 1024);
    files.push(file);
  }
  const withDatabase = () => {
    if (!usePostgres) return {};
    createBenchDatabase();
    return { DATABASE_URL: BENCH_DATABASE_URL };
  };
  const s3Env = {
    STORAGE: 's3',
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const upload = [];
  for (const file of files) {
    upload.push(await benchUpload('local disk', withDatabase(), file));
    upload.push(await benchUpload('local S3 (s3rver)', { ...withDatabase(), ...s3Env }, file));
  }
  const list = await benchList(withDatabase(), database);
  const results = {
    name: 'announcements',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.versions.node },
    database,
    upload,
    list,
  };
  const { jsonFile, mdFile } = writeResults(RESULTS_DIR, results, announcementsMarkdown);
  console.log(announcementsMarkdown(results));
  console.log(`Wrote ${path.relative(ROOT, jsonFile)} and ${path.relative(ROOT, mdFile)}.`);
} finally {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
  if (usePostgres) dropBenchDatabase();
}
