// `npm run support:messages [-- --limit N]`: lists the newest messages customers sent through the
// help menu (Contact, Give feedback), as kept in the database DATABASE_URL names (else the
// embedded PGlite under DATA_DIR, with the server stopped). Builds first when the sources changed.
import path from 'node:path';
import { ROOT, ensureBuild, ensureDependencies, run } from './lib/workspace.mjs';

ensureDependencies();
ensureBuild();
run(process.execPath, [
  path.join(ROOT, 'apps/api/dist/support-messages.js'),
  ...process.argv.slice(2),
]);
