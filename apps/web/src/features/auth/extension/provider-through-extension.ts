import {
  EXTENSION_PROVIDER_ANSWER,
  EXTENSION_PROVIDER_REQUEST,
  PROVIDER_SIGN_IN_TTL_SECONDS,
  messages,
} from '@quorum/shared';
import { ApiError } from '@/lib/graphql';
import type { ExtensionRequest } from './extension-request';

/**
 * In the extension's panel, Google's and Microsoft's pages cannot open in this frame (they refuse
 * to be framed): the panel opens them in a window of their own and posts back the fragment they
 * answered with. Only a message from the panel itself (its exact origin, the parent window) for
 * this sign-in's state is taken; after the sign-in's own lifetime the wait ends.
 */
export function providerAnswerThroughExtension(
  request: ExtensionRequest,
  authorizationUrl: string,
  state: string,
  {
    panel = window.parent,
    self = window as Window,
    timeoutMs = PROVIDER_SIGN_IN_TTL_SECONDS * 1000,
  } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      self.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== request.clientOrigin || event.source !== panel) return;
      const data = event.data as { type?: unknown; state?: unknown; hash?: unknown } | null;
      if (data?.type !== EXTENSION_PROVIDER_ANSWER || data.state !== state) return;
      if (typeof data.hash !== 'string') return;
      done();
      resolve(data.hash);
    };
    const timer = setTimeout(() => {
      done();
      reject(new ApiError('BAD_USER_INPUT', messages.providerSignIn.expired));
    }, timeoutMs);
    self.addEventListener('message', onMessage);
    panel.postMessage(
      { type: EXTENSION_PROVIDER_REQUEST, url: authorizationUrl, state },
      request.clientOrigin,
    );
  });
}
