import { createStore, del, get, set, values } from 'idb-keyval';
import type { UploadRecord } from './upload-record';

/** Where the uploads under way are kept between page loads. */
export interface UploadJournal {
  list(): Promise<UploadRecord[]>;
  put(record: UploadRecord): Promise<void>;
  /** Forgets the record and its file. */
  remove(id: string): Promise<void>;
  /** Keeps the file itself; false when the browser would not (private mode, no room). */
  putFile(id: string, file: File): Promise<boolean>;
  getFile(id: string): Promise<File | null>;
}

/** A browser without IndexedDB, or one that refuses it, resumes nothing; the upload goes on. */
const orElse = <T>(run: () => Promise<T>, fallback: T): Promise<T> =>
  Promise.resolve()
    .then(run)
    .catch(() => fallback);

/** IndexedDB, through idb-keyval: records and files in two stores (it keeps one a database). */
export function indexedDbJournal(): UploadJournal {
  const records = createStore('quorum-announcement-uploads', 'records');
  const files = createStore('quorum-announcement-upload-files', 'files');
  return {
    list: () => orElse(() => values<UploadRecord>(records), []),
    put: (record) => orElse(() => set(record.id, record, records), undefined),
    remove: (id) =>
      orElse(async () => {
        await Promise.all([del(id, records), del(id, files)]);
      }, undefined),
    putFile: (id, file) => orElse(() => set(id, file, files).then(() => true), false),
    getFile: (id) => orElse(async () => (await get<File>(id, files)) ?? null, null),
  };
}
