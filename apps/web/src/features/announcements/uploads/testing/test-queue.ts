import type { AnnouncementToSave } from '../save-announcement';
import type { UploadJournal } from '../upload-journal';
import { createUploadQueue, type Owner } from '../upload-queue';
import type { UploadRecord } from '../upload-record';
import { fakeUploadServer, type FakeUploadServer } from './fake-upload-server';

export const MB = 1024 * 1024;

/**
 * How long a test waits for an upload to get somewhere: hashing megabytes in jsdom is slow when
 * the machine is shared (a wait limit, not a timing assertion).
 */
export const UPLOAD_WAIT = { timeout: 15_000 };
export const OWNER: Owner = { userId: 'user-1', companyId: 'company-1' };

/** A file of `bytes` bytes, with a fixed date so a file chosen again can match it. */
export function fileOf(name: string, bytes: number, type = '') {
  const content = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i += 4096) content[i] = i % 251;
  return new File([content], name, { type, lastModified: 1_700_000_000_000 });
}

/** The journal in memory; `keepsFiles: false` is a browser that would not keep the file. */
export function memoryJournal({ keepsFiles = true } = {}) {
  const records = new Map<string, UploadRecord>();
  const files = new Map<string, File>();
  const journal: UploadJournal = {
    list: async () => [...records.values()],
    put: async (record) => void records.set(record.id, structuredClone(record)),
    remove: async (id) => {
      records.delete(id);
      files.delete(id);
    },
    putFile: async (id, file) => {
      if (keepsFiles) files.set(id, file);
      return keepsFiles;
    },
    getFile: async (id) => files.get(id) ?? null,
  };
  return { journal, records, files };
}

/**
 * A queue on the fake server and journal, as the tab would have it. `saves` lists what was saved
 * through GraphQL; `failSave` makes the next save fail with its error.
 */
export function testQueue({
  server = fakeUploadServer(),
  journal = memoryJournal(),
  owner = OWNER as Owner | null,
  thumbnails = true,
  /** Uploads another tab runs. */
  otherTabs = new Set<string>(),
} = {}) {
  const saves: AnnouncementToSave[] = [];
  let saveFailure: Error | null = null;
  let ids = 0;
  const queue = createUploadQueue({
    api: server.api,
    journal: journal.journal,
    owner: () => owner,
    newId: () => `entry-${(ids += 1)}`,
    claim: async (id) => (otherTabs.has(id) ? null : () => undefined),
    makeThumbnail: async (_file, kind) =>
      thumbnails && (kind === 'pdf' || kind === 'video')
        ? new Blob(['jpeg'], { type: 'image/jpeg' })
        : null,
    saveAnnouncement: async (save) => {
      if (saveFailure) {
        const failure = saveFailure;
        saveFailure = null;
        throw failure;
      }
      saves.push(save);
      return { announcementId: `announcement-${saves.length}`, status: save.status };
    },
    // No waiting between tries in tests: the policy's count is what they check.
    retry: { policy: { attempts: 3, baseDelayMs: 0, maxDelayMs: 0 } },
  });
  return {
    queue,
    server,
    journal,
    saves,
    failSave: (error: Error) => {
      saveFailure = error;
    },
  };
}

export type TestQueue = ReturnType<typeof testQueue>;
export type { FakeUploadServer };
