import type { FilePurpose } from '@quorum/shared';
import { messages } from '@quorum/shared';
import { ApiError, type ApiErrorCode } from '@/lib/graphql';
import { getValidAccessToken } from '@/lib/session';

export interface UploadedFile {
  key: string;
  /** A signed address to show the file, valid for an hour. */
  url: string;
}

/**
 * Sends one file to POST /files/:purpose with the session's token. The server checks the size,
 * the real type (magic bytes) and who may upload; its refusal comes back as an ApiError carrying
 * the spec's message.
 */
export async function uploadFile(purpose: FilePurpose, file: Blob, filename: string) {
  const accessToken = await getValidAccessToken();
  const body = new FormData();
  body.append('file', file, filename);
  let response: Response;
  try {
    response = await fetch(`/files/${purpose}`, {
      method: 'POST',
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
      body,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', messages.generic.offline);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<UploadedFile> & {
    code?: string;
    message?: string;
  };
  if (!response.ok || !answer.key || !answer.url)
    throw new ApiError(
      (answer.code as ApiErrorCode | undefined) ?? 'INTERNAL_SERVER_ERROR',
      answer.message ?? messages.generic.tryAgainLater,
    );
  return { key: answer.key, url: answer.url } satisfies UploadedFile;
}
