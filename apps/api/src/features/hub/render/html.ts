// Typed HTML templates: every value put into a template is escaped unless it is already markup
// made by a template (SafeHtml), so no company's or investor's words can become markup.
import { escapeHtml } from '../../../lib/html';

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export type Renderable = SafeHtml | string | number | boolean | null | undefined | Renderable[];

function render(value: Renderable): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** `html\`<p>${words}</p>\``: the words escaped, nested templates and lists kept as markup. */
export function html(strings: TemplateStringsArray, ...values: Renderable[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

/** An attribute that is there or not (`required`, `checked`, `selected`). */
export const flag = (name: string, on: boolean) => new SafeHtml(on ? ` ${name}` : '');

/** JSON inside a script element: `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown) =>
  new SafeHtml(JSON.stringify(value).replace(/</g, '\\u003c'));
