/** An ordered list of CSS selectors for one thing on the page: the first that matches wins. */
export type SelectorList = readonly string[];

export function queryFirst(root: ParentNode, selectors: SelectorList): Element | null {
  for (const selector of selectors) {
    const found = root.querySelector(selector);
    if (found) return found;
  }
  return null;
}

/** Every match of the first selector that matches anything, in document order. */
export function queryAllFirst(root: ParentNode, selectors: SelectorList): Element[] {
  for (const selector of selectors) {
    const found = root.querySelectorAll(selector);
    if (found.length > 0) return [...found];
  }
  return [];
}

/**
 * The element's words as a person reads them. A browser's innerText keeps the paragraphs; where it
 * is missing (jsdom) the source's line breaks are only formatting, so all white space becomes one.
 */
export function readText(element: Element | null): string {
  if (!element) return '';
  const inner = (element as HTMLElement).innerText;
  if (typeof inner === 'string') {
    return inner
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/\n\s*\n\s*(\n\s*)+/g, '\n\n')
      .trim();
  }
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}
