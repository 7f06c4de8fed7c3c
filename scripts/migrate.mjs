// `npm run db:migrate`: brings the database to the committed schema, as its own step. Uses
// MIGRATION_DATABASE_URL (a role that may change the schema), else DATABASE_URL, else the embedded
// PGlite under DATA_DIR. Builds first when the sources changed, as `npm start` does.
import path from 'node:path';
import { ROOT, ensureBuild, ensureDependencies, run } from './lib/workspace.mjs';

ensureDependencies();
ensureBuild();
run(process.execPath, [path.join(ROOT, 'apps/api/dist/migrate.js')]);
