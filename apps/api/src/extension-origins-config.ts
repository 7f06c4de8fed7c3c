// Which browser extensions Quorum works with: the email extension's exact origins (the only pages
// that may frame its sign-in and receive its one-time code) and where Google and Microsoft may send
// a sign-in started in its panel. config.ts reads these with the rest.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { EXTENSION_GECKO_ID } from '@quorum/shared';

/** An extension's origin, exactly: its scheme and its id, no path. */
export const EXTENSION_ORIGIN_PATTERN = /^(chrome-extension|moz-extension):\/\/[a-z0-9-]{1,64}$/;

/** An extension's redirect address as identity.getRedirectURL() gives it: https, a host, `/`. */
const EXTENSION_REDIRECT_PATTERN = /^https:\/\/[a-z0-9.-]{1,253}\/$/;

/**
 * Where Google and Microsoft may send an extension's sign-in back: Chrome's and Edge's
 * `https://<id>.chromiumapp.org/` for each chrome-extension origin, and the configured others.
 */
export function extensionRedirectUrisOf(origins: readonly string[], configured: readonly string[]) {
  const derived = origins
    .filter((origin) => origin.startsWith('chrome-extension://'))
    .map((origin) => `https://${origin.slice('chrome-extension://'.length)}.chromiumapp.org/`);
  return [...new Set([...derived, ...configured])];
}

/**
 * The extension built from this repository's test key (apps/extension): allowed outside production
 * when EXTENSION_ORIGINS is unset, so `npm start` and the end-to-end tests work with it unpacked.
 */
export const TEST_EXTENSION_ORIGIN = 'chrome-extension://lbgiafpbejapejlgmpjnaakjenebnccp';

/** A comma-separated list whose every entry must match `pattern`; `what` names one in the error. */
const listOf = (pattern: RegExp, what: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries)
        if (!pattern.test(entry))
          ctx.addIssue({ code: 'custom', message: `'${entry}' is not ${what}` });
      return entries;
    })
    .optional();

export const EXTENSION_ORIGINS_ENV = {
  // The email extension's exact origins (chrome-extension://<id>, moz-extension://<uuid>), comma
  // separated: the only pages that may frame its sign-in and receive its one-time code.
  EXTENSION_ORIGINS: listOf(
    EXTENSION_ORIGIN_PATTERN,
    'an extension origin (chrome-extension://<id> or moz-extension://<uuid>)',
  ),
  // Where an extension's sign-in may end (identity.getRedirectURL()), comma separated, besides
  // https://<id>.chromiumapp.org/ for each chrome-extension origin: Firefox's
  // https://<hash>.extensions.allizom.org/ cannot be told from its origin.
  EXTENSION_REDIRECT_URIS: listOf(
    EXTENSION_REDIRECT_PATTERN,
    "an extension's redirect address (https://<host>/)",
  ),
};

type OriginsEnv = z.infer<z.ZodObject<typeof EXTENSION_ORIGINS_ENV>> & { NODE_ENV: string };

/**
 * Firefox's identity.getRedirectURL() for an add-on id: the id's SHA-1, in hex, under
 * extensions.allizom.org (as Firefox's ext-identity computes it).
 */
export const firefoxRedirectUri = (addonId: string) =>
  `https://${createHash('sha1').update(addonId).digest('hex')}.extensions.allizom.org/`;

export function extensionOriginsOf(e: OriginsEnv) {
  const production = e.NODE_ENV === 'production';
  const extensionOrigins = e.EXTENSION_ORIGINS ?? (production ? [] : [TEST_EXTENSION_ORIGIN]);
  // Outside production the repository's own Firefox build signs in too, as its Chrome build does.
  const configured =
    e.EXTENSION_REDIRECT_URIS ?? (production ? [] : [firefoxRedirectUri(EXTENSION_GECKO_ID)]);
  return {
    extensionOrigins,
    extensionRedirectUris: extensionRedirectUrisOf(extensionOrigins, configured),
  };
}
