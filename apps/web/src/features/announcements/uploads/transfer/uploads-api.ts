import { CHUNK_HEADERS, type MediaUploadResult, type ResumableUploadView } from '@quorum/shared';
import { restRequest } from '@/lib/rest/rest-request';

/** What the server answers once a file is stored, by either path (the spec's uploadChunk result). */
export type StoredMedia = MediaUploadResult;

export interface NewUpload {
  fileName: string;
  size: number;
  type: string;
}

/** The server's upload routes (contract H2): what the queue needs of them, so tests can fake it. */
export interface UploadsApi {
  createUpload(upload: NewUpload, signal: AbortSignal): Promise<ResumableUploadView>;
  uploadStatus(uploadId: string, signal: AbortSignal): Promise<ResumableUploadView>;
  putChunk(chunk: ChunkToPut, signal: AbortSignal): Promise<void>;
  completeUpload(uploadId: string, signal: AbortSignal): Promise<StoredMedia>;
  discardUpload(uploadId: string): Promise<void>;
  /** A file of at most 5 MB, whole (the spec's uploadAnnouncementFile). */
  uploadWhole(file: Blob, fileName: string, signal: AbortSignal): Promise<StoredMedia>;
  uploadThumbnail(image: Blob, fileName: string, signal: AbortSignal): Promise<{ key: string }>;
}

export interface ChunkToPut {
  uploadId: string;
  index: number;
  totalChunks: number;
  bytes: Blob;
  sha256: string;
}

const uploadPath = (uploadId: string) => `/uploads/${encodeURIComponent(uploadId)}`;

function form(file: Blob, fileName: string) {
  const body = new FormData();
  body.append('file', file, fileName);
  return body;
}

export const restUploadsApi: UploadsApi = {
  createUpload: (upload, signal) =>
    restRequest('/uploads', {
      method: 'POST',
      body: { purpose: 'announcement-media', ...upload },
      signal,
    }),
  uploadStatus: (uploadId, signal) => restRequest(uploadPath(uploadId), { signal }),
  putChunk: async ({ uploadId, index, totalChunks, bytes, sha256 }, signal) => {
    await restRequest(`${uploadPath(uploadId)}/chunks/${index}`, {
      method: 'PUT',
      body: bytes,
      headers: { [CHUNK_HEADERS.sha256]: sha256, [CHUNK_HEADERS.totalChunks]: String(totalChunks) },
      signal,
    });
  },
  completeUpload: (uploadId, signal) =>
    restRequest(`${uploadPath(uploadId)}/complete`, { method: 'POST', signal }),
  discardUpload: async (uploadId) => {
    await restRequest(uploadPath(uploadId), { method: 'DELETE' });
  },
  uploadWhole: (file, fileName, signal) =>
    restRequest('/files/announcement-media', {
      method: 'POST',
      body: form(file, fileName),
      signal,
    }),
  uploadThumbnail: (image, fileName, signal) =>
    restRequest('/files/announcement-thumbnail', {
      method: 'POST',
      body: form(image, fileName),
      signal,
    }),
};
