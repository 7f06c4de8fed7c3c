import { escapeHtml } from '../../lib/html';

/** The address the public form is served at, for one company's form. */
export function webformLink(appUrl: string, companyId: string, clientSecret: string): string {
  const query = new URLSearchParams({ companyId, clientSecret });
  return `${appUrl}/webform/iframe?${query.toString()}`;
}

/** The one line a company pastes into its website (spec §2 Web form page: embed code copy). */
export function webformEmbedCode(appUrl: string, companyId: string, clientSecret: string): string {
  const attribute = (value: string) => escapeHtml(value);
  return `<script src="${attribute(`${appUrl}/webform/embed.js`)}" data-company-id="${attribute(companyId)}" data-client-secret="${attribute(clientSecret)}" async></script>`;
}
