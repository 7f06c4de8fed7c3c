// Where "Download extension" on the Email extension page gets the extension (spec §9: Chrome,
// Edge, Firefox): the zips `npm run build -w apps/extension` writes, or a store's listing once the
// extension is published there. config.ts reads these with the rest.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EXTENSION_BROWSERS } from '@quorum/shared';
import type { ExtensionBrowser } from '@quorum/shared';

const blankIsUnset = z
  .string()
  .trim()
  .transform((value) => value || undefined);

const storeUrl = blankIsUnset.pipe(z.url({ protocol: /^https$/ }).optional()).optional();

export const EXTENSION_DOWNLOADS_ENV = {
  // The folder of the built zips (quorum-extension-<version>-<browser>.zip).
  EXTENSION_DIST: blankIsUnset.optional(),
  // A store's listing: the download for that browser sends people there instead of the zip.
  EXTENSION_STORE_URL_CHROME: storeUrl,
  EXTENSION_STORE_URL_EDGE: storeUrl,
  EXTENSION_STORE_URL_FIREFOX: storeUrl,
};

type DownloadsEnv = z.infer<z.ZodObject<typeof EXTENSION_DOWNLOADS_ENV>>;

export interface ExtensionDownloadsConfig {
  /** The folder of the built zips. */
  dist: string;
  /** A browser's store listing, where the extension is published there. */
  storeUrls: Partial<Record<ExtensionBrowser, string>>;
}

/**
 * The extension's build output in this repository, found from this file as the web app's build
 * is (app.ts): `apps/api/src` when run from source, `apps/api/dist` when built; both are two
 * folders below `apps`.
 */
function defaultExtensionDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../extension/.output');
}

export function extensionDownloadsOf(e: DownloadsEnv): ExtensionDownloadsConfig {
  const stores = {
    chrome: e.EXTENSION_STORE_URL_CHROME,
    edge: e.EXTENSION_STORE_URL_EDGE,
    firefox: e.EXTENSION_STORE_URL_FIREFOX,
  };
  const storeUrls: ExtensionDownloadsConfig['storeUrls'] = {};
  for (const browser of EXTENSION_BROWSERS) {
    const url = stores[browser];
    if (url) storeUrls[browser] = url;
  }
  return { dist: path.resolve(e.EXTENSION_DIST ?? defaultExtensionDist()), storeUrls };
}
