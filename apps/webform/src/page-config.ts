/** What the API wrote into the page for this form (form-page.ts on the server). */
export interface PageConfig {
  companyId: string;
  clientSecret: string;
  /** The dashboard's preview: everything works but sending. */
  preview: boolean;
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
    };
  } catch {
    return null;
  }
}
