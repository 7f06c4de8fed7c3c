import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { createTestApp, useTestApp } from '../../testing/test-app';

const text = messages.extension;

/** A folder as `npm run build -w apps/extension` leaves it: zips of two versions, and an older name. */
function builtFolder() {
  const dist = mkdtempSync(path.join(tmpdir(), 'quorum-extension-dist-'));
  writeFileSync(path.join(dist, 'quorum-extension-0.9.0-chrome.zip'), 'old chrome build');
  writeFileSync(path.join(dist, 'quorum-extension-0.10.0-chrome.zip'), 'PK chrome build');
  writeFileSync(path.join(dist, 'quorum-extension-0.10.0-sources.zip'), 'PK sources');
  writeFileSync(path.join(dist, 'quorumextension-0.11.0-chrome.zip'), 'not our name');
  mkdirSync(path.join(dist, 'chrome-mv3'));
  return dist;
}

const t = useTestApp({ extensionDownloads: { dist: builtFolder(), storeUrls: {} } });

describe('downloading the email extension', () => {
  it('serves the newest built zip for the browser as an attachment, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/extension/download/chrome' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="quorum-extension-0.10.0-chrome.zip"',
    );
    expect(response.body).toBe('PK chrome build');
  });

  it('answers 404 with a clear message when the browser’s zip has not been built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/extension/download/firefox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: text.downloadMissing });
  });

  it('answers 404 for a browser the extension is not built for', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/extension/download/safari' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: text.unknownBrowser });
  });

  it('answers 404 when the build folder does not exist at all', async () => {
    const app = await createTestApp({
      extensionDownloads: { dist: path.join(tmpdir(), 'no-such-extension-build'), storeUrls: {} },
    });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/extension/download/edge' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: text.downloadMissing });
    } finally {
      await app.close();
    }
  });

  it('sends people to the browser’s store listing when one is configured', async () => {
    const store = 'https://microsoftedge.microsoft.com/addons/detail/quorum/abc';
    const app = await createTestApp({
      extensionDownloads: { dist: builtFolder(), storeUrls: { edge: store } },
    });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/extension/download/edge' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(store);
      const chrome = await app.app.inject({ method: 'GET', url: '/extension/download/chrome' });
      expect(chrome.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
