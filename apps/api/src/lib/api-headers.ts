/**
 * Security headers for JSON API answers, after OWASP's REST Security Cheat Sheet. Helmet's set is
 * made for HTML pages and is applied to those; an API answer needs fewer headers, plus one Helmet
 * does not send: authenticated answers must never be cached. Built once, set in one call. (HSTS is
 * set for every answer in one place: lib/transport-security.ts.)
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}
