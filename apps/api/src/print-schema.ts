import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from './graphql/schema';

/** Writes the schema the server serves to apps/api/schema.graphql, which the web app types against. */
writeFileSync(new URL('../schema.graphql', import.meta.url), `${printSchema(schema)}\n`);
