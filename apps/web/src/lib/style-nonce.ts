/**
 * The nonce the server gave this page (a csp-nonce meta element; lib/page-policy.ts on the API):
 * the page's policy lets in only style elements that carry it, so Mantine's must. Browsers hide a
 * nonce attribute's value from the DOM but keep the `nonce` property.
 */
export function styleNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/**
 * An HTML document shown through srcdoc inherits this page's policy (the web form's preview): its
 * style elements must carry this page's nonce, not the one its own server gave it, and it may set
 * no base address (`base-uri 'none'`), which it needs none of: a srcdoc document already resolves
 * its addresses against this page's.
 */
export function forSrcdoc(html: string): string {
  const nonce = styleNonce();
  const based = html.replace(/<base\s[^>]*>/gi, '');
  return nonce ? based.replace(/<style nonce="[^"]*"/g, `<style nonce="${nonce}"`) : based;
}
