import type { InsertResult, ReadResult, ReplyAnswer } from '../adapters/types';

/** What the panel asks a mail tab's content script. */
export type PanelRequest =
  | { readonly type: 'quorum:read-open-message' }
  | { readonly type: 'quorum:insert-reply'; readonly answer: ReplyAnswer };

/** What the content script answers each request with. */
export interface PanelResponses {
  'quorum:read-open-message': ReadResult;
  'quorum:insert-reply': InsertResult;
}

/** What a content script tells every extension page when the user opens another email. */
export interface OpenMessageChanged {
  readonly type: 'quorum:open-message-changed';
  readonly result: ReadResult;
}

export function isPanelRequest(message: unknown): message is PanelRequest {
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'quorum:read-open-message' || type === 'quorum:insert-reply';
}

export function isOpenMessageChanged(message: unknown): message is OpenMessageChanged {
  return (message as { type?: unknown } | null)?.type === 'quorum:open-message-changed';
}
