import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'wxt';
import { EXTENSION_GECKO_ID } from '@quorum/shared';
import { normaliseQuorumUrl, quorumHostPermission } from './src/config/quorum-url';

/**
 * A TEST key, made once for this repository: its only job is a stable extension id in unpacked
 * builds (lbgiafpbejapejlgmpjnaakjenebnccp), so the end-to-end test and the server's allowed
 * origins can name `chrome-extension://<id>`. Its private half was never committed; the stores
 * sign the published extension with their own keys, so nothing relies on this one's secrecy.
 */
const TEST_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAjCa+la+1WQlX54y0QVtbChUuw7IL3ojWiseRnjFmm9v6+QnqiuPEf8hj6nen+Uhl2UfZKdkN9ZRwSjC5WFXzb0y1jNcc8TbzRMTA/qsiowWrfuBqAVQ+LWiV/Y5SmJxDEskeIhy1nR86Kxxj5QG87zMy6oRFx9TAxmnoFswpLWRhhAtmVp+Srocl4mH+L+PCQczF+cRDPmluS18x++nB5Zo8/ATsj2A5ibQKaY7Rf90ATpvTJ+Z/dlzuMDKGyoVcLA0BX5modbb06eF2Bl+h2aYOCkc5FxDoIm7ZOCNSDP4qWj6Q5pTeELjtaUocw0NBpVwWpxUzIZx4YwShsTSu1wIDAQAB';

export default defineConfig({
  // Explicit imports only: a reader (and tsc, without `wxt prepare`) sees where each name comes from.
  imports: false,
  // A build for another Quorum (WXT_QUORUM_URL) may go elsewhere, so it never replaces the zips
  // "Download extension" serves: the end-to-end test builds one for its own server this way.
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  vite: () => ({ plugins: [react()] }),
  zip: {
    name: 'quorum-extension',
    // The sources zip Firefox's review asks for, which must build as it stands: the extension and
    // the shared package it imports, with the workspace's package files and lock. Nothing else of
    // the repository, no build output and no tests.
    sourcesRoot: fileURLToPath(new URL('../..', import.meta.url)),
    excludeSources: ['**'],
    includeSources: [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'apps/extension/{package.json,tsconfig.json,wxt.config.ts,README.md}',
      'apps/extension/{entrypoints,src}/**/!(*.test).{ts,tsx,css,html}',
      'packages/shared/{package.json,tsconfig.json}',
      'packages/shared/src/**/!(*.test).ts',
    ],
  },
  manifest: ({ browser }) => ({
    name: 'Quorum',
    description: "Answers from your company's Quorum registry beside an investor's email.",
    // identity: Google's and Microsoft's sign-in in a window of its own (launchWebAuthFlow).
    permissions: ['storage', 'identity'],
    host_permissions: [quorumHostPermission(normaliseQuorumUrl(process.env.WXT_QUORUM_URL))],
    action: { default_title: 'Open Quorum' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: EXTENSION_GECKO_ID,
              strict_min_version: '140.0',
              // Firefox asks what leaves the browser: the open email's words and sender go to the
              // company's own Quorum, to search its registry and, on request, file a question.
              data_collection_permissions: {
                required: ['personalCommunications', 'websiteContent'],
              },
            },
            // Firefox for Android reads that key from 142 on (the panel is for desktop mail anyway).
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : { key: TEST_PUBLIC_KEY }),
  }),
});
