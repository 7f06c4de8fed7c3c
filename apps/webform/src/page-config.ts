/** What the API wrote into the page for this form (form-page.ts on the server). */
export interface PageConfig {
  companyId: string;
  clientSecret: string;
  /** The dashboard's preview: everything works but sending. */
  preview: boolean;
  /** The company's public name, as the privacy notice names it. */
  companyName: string;
  /** The company's privacy policy (https), when it has set one on the Web form page. */
  privacyPolicyUrl: string | null;
}

/** Only an https address becomes a link: nothing else the page holds can turn into one. */
function httpsOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('https://') ? value : null;
}

/** The settings in the page, or null when there are none (the page was opened some other way). */
export function readPageConfig(doc: Document): PageConfig | null {
  const element = doc.getElementById('webform-config');
  if (!element?.textContent) return null;
  try {
    const value = JSON.parse(element.textContent) as Partial<PageConfig>;
    if (typeof value.companyId !== 'string' || typeof value.clientSecret !== 'string') return null;
    return {
      companyId: value.companyId,
      clientSecret: value.clientSecret,
      preview: value.preview === true,
      companyName: typeof value.companyName === 'string' ? value.companyName : '',
      privacyPolicyUrl: httpsOrNull(value.privacyPolicyUrl),
    };
  } catch {
    return null;
  }
}
