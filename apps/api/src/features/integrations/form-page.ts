import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { WEBFORM_DEFAULT_THEME, messages } from '@quorum/shared';
import type { WebformTheme } from '@quorum/shared';
import { escapeHtml } from '../../lib/html';

const text = messages.webform;

/** What the form's script reads from its page (apps/webform/src/page-config.ts reads it). */
export interface FormPageConfig {
  companyId: string;
  clientSecret: string;
  /** The dashboard's preview: the form shows, but cannot be sent. */
  preview: boolean;
  /** The company's public name, which the privacy notice names as the collector (APP 5). */
  companyName: string;
  /** The company's privacy policy (https), or null: the notice then links Quorum's alone. */
  privacyPolicyUrl: string | null;
}

export interface FormPage {
  html: string;
  /** The Content-Security-Policy the page must be answered with: it carries the style's nonce. */
  policy: string;
}

/**
 * The built apps/webform page, read once; null when the form has not been built (a test run or a
 * fresh clone before `npm run build`), and the page then says the form is unavailable.
 */
export function loadFormShell(dist: string): string | null {
  const file = path.join(dist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * The page's policy: its own scripts and styles only, plus the one inline style element that
 * carries the colours; `frame-ancestors` names the only site that may show it in a frame.
 */
function policy(nonce: string, frameAncestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Colours come validated from the database or the query; anything else falls back, never in raw. */
const safe = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

function themeStyle(theme: WebformTheme, nonce: string): string {
  const d = WEBFORM_DEFAULT_THEME;
  return `<style nonce="${nonce}">:root{--wf-primary:${safe(theme.primaryColor, d.primaryColor)};--wf-secondary:${safe(theme.secondaryColor, d.secondaryColor)};--wf-background:${safe(theme.backgroundColor, d.backgroundColor)}}</style>`;
}

/** JSON inside a script element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const FALLBACK_SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.formTitle)}</title></head><body><main id="webform"><p>${escapeHtml(text.unavailable)}</p></main></body></html>`;

export function renderFormPage(input: {
  shell: string | null;
  theme: WebformTheme;
  config: FormPageConfig;
  /** Who may frame it: the authorised origin, or 'self' for the preview. */
  frameAncestors: string;
  /** Where relative addresses resolve: the preview is shown through srcdoc on the dashboard. */
  baseHref?: string;
}): FormPage {
  const nonce = randomBytes(16).toString('base64');
  // The base goes first, before any address it resolves; the colours last, after the form's own
  // stylesheet, whose defaults they override.
  const base = input.baseHref ? `<base href="${escapeHtml(input.baseHref)}">` : '';
  const settings = `${themeStyle(input.theme, nonce)}<script type="application/json" id="webform-config">${scriptJson(input.config)}</script>`;
  const html = (input.shell ?? FALLBACK_SHELL)
    .replace(/<head[^>]*>/i, (tag) => `${tag}${base}`)
    .replace(/<\/head>/i, `${settings}</head>`);
  return { html, policy: policy(nonce, input.frameAncestors) };
}

/**
 * The answer when the form cannot take questions (no such form, a wrong secret, no authorised
 * site yet, or a free plan): a plain page that says so, in any frame, so the company sees why.
 */
export function renderUnavailablePage(): FormPage {
  const nonce = randomBytes(16).toString('base64');
  const d = WEBFORM_DEFAULT_THEME;
  const style = `<style nonce="${nonce}">body{margin:0;font-family:system-ui,sans-serif;background:${d.backgroundColor};color:#1a1b1e}main{margin:16px;padding:24px;border-radius:8px;background:${d.secondaryColor};border-left:4px solid ${d.primaryColor}}h1{margin:0 0 8px;font-size:1.25rem;color:${d.primaryColor}}p{margin:0;line-height:1.5}</style>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.unavailableTitle)}</title>${style}</head><body><main><h1>${escapeHtml(text.unavailableTitle)}</h1><p>${escapeHtml(text.unavailable)}</p></main></body></html>`;
  return { html, policy: policy(nonce, '*') };
}
