// `npm run support:messages [-- --limit N]`: the newest messages customers sent through the help
// menu (Contact and Give feedback), for the operator. Each was also emailed to SUPPORT_EMAIL; this
// reads the rows kept in support_messages, through the server's own DATABASE_URL.
import { connect } from 'node:net';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { listSupportMessages } from './features/support';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 500;

function limitFrom(args: readonly string[]) {
  const at = args.indexOf('--limit');
  if (at === -1) return DEFAULT_LIMIT;
  const limit = Number(args[at + 1]);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new ConfigError(`--limit: a whole number from 1 to ${MAX_LIMIT}`);
  return limit;
}

/** Whether something answers on the server's address: a running Quorum holds the embedded database. */
function serverAnswers(host: string, port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 500 });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

async function main() {
  const limit = limitFrom(process.argv.slice(2));
  const config = loadConfig();
  // PGlite is one process's database: opening its files beside a running server would corrupt them.
  if (!config.databaseUrl && (await serverAnswers(config.host, config.port)))
    throw new ConfigError(
      `Quorum is running on the embedded database (${config.dataDir}), which only one process may open. Stop the server and run this again; meanwhile the same messages are in the dev mailbox (/dev/mailbox), sent to ${config.supportEmail}.`,
    );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    const rows = await listSupportMessages(database.db, limit);
    if (rows.length === 0) process.stdout.write('No support messages yet.\n');
    for (const row of rows) {
      const from = `${row.companyName ?? '(company removed)'}, ${row.senderEmail ?? '(person removed)'}`;
      const label = row.kind === 'contact' ? 'Subject' : 'Reason for feedback';
      process.stdout.write(
        [
          `${row.createdAt.toISOString()}  ${row.kind}  ${from}`,
          `  ${label}: ${row.subject}`,
          indent(row.body),
          ...(row.attachmentKey ? [`  Attachment: ${row.attachmentKey}`] : []),
          `  Reference: ${row.id}`,
          '',
        ].join('\n') + '\n',
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
