// The import rules of docs/ARCHITECTURE.md, as zones for import-x/no-restricted-paths: a zone's
// `target` files may not import from its `from` paths (except the listed files).
import { readdirSync } from 'node:fs';

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const API = './apps/api/src';
const WEB = './apps/web/src';

/** A web feature reaches another only through the other's public index.ts. */
const webFeatureZones = featuresOf(`${WEB}/features`).flatMap((feature) =>
  featuresOf(`${WEB}/features`)
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features/${other}`,
      except: ['./index.ts'],
      message: `Import ${other} through '@/features/${other}' (its index.ts), not its internals.`,
    })),
);

/** An API feature reaches another only through the other's index.ts, and never both ways. */
const apiFeatureZones = featuresOf(`${API}/features`).flatMap((feature) =>
  featuresOf(`${API}/features`)
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `${API}/features/${feature}`,
      from: `${API}/features/${other}`,
      except: ['./index.ts'],
      message: `Import ${other} through '../${other}' (its index.ts), not its internals.`,
    })),
);

export const boundaryZones = {
  /** For every file, tests included. */
  everywhere: [
    {
      target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/hooks`],
      from: `${WEB}/features`,
      message: 'Shared components, hooks and lib import no feature.',
    },
    ...webFeatureZones,
  ],
  /** For production files only (a test of core may drive it through a feature's route). */
  production: [
    {
      // graphql/schema.ts is composition: it gathers every feature's schema.
      target: [`${API}/core`, `${API}/lib`, `${API}/db`, `${API}/graphql/!(schema).ts`],
      from: `${API}/features`,
      message: 'core, lib, db and graphql are what features stand on: they import no feature.',
    },
    ...apiFeatureZones,
    {
      target: './apps',
      from: '**/testing/**',
      message: 'Test support (testing/ folders) is for tests only.',
    },
  ],
};
