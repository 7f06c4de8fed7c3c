import { randomBytes } from 'node:crypto';

/**
 * The policy of every answer that is not a page of ours (JSON, errors, redirects): nothing may
 * load, run, frame it or post from it. Helmet sends it in production; the web app's page, stored
 * files and the web form send their own.
 */
export const NOTHING_POLICY_DIRECTIVES = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/** A fresh nonce for one answer: 128 bits. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The web app's page: its own scripts only, no inline script at all; styles from its own
 * stylesheets and from the style elements Mantine writes, which carry this answer's nonce (the app
 * reads it from the page's csp-nonce meta and hands it to MantineProvider's getStyleNonce). Style
 * attributes React sets through the DOM are not inline markup and need no exception. It talks to
 * its own origin only, the GraphQL WebSocket included, and only Quorum's own pages may frame it.
 * With files in a bucket (STORAGE=s3), /files/… links redirect there: the bucket's origin may
 * then give the page its pictures, media, framed documents and fetched files.
 */
export function appPagePolicy(
  nonce: string,
  appUrl: string,
  fileOrigin?: string,
  /** Who else may frame the page: the email extension's origins, for its sign-in pages only. */
  framers: readonly string[] = [],
): string {
  const app = new URL(appUrl);
  const socket = `${app.protocol === 'https:' ? 'wss:' : 'ws:'}//${app.host}`;
  const files = fileOrigin ? ` ${fileOrigin}` : '';
  return [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' 'nonce-${nonce}'`,
    // Pictures chosen for upload are previewed, and voice replies played, from blob: addresses.
    `img-src 'self' data: blob:${files}`,
    `media-src 'self' blob:${files}`,
    ...(fileOrigin ? [`frame-src 'self' ${fileOrigin}`] : []),
    "font-src 'self' data:",
    `connect-src 'self' ${socket}${files}`,
    "form-action 'self'",
    ["frame-ancestors 'self'", ...framers].join(' '),
    ...(app.protocol === 'https:' ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
