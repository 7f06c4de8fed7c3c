import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL: jsdom's URL class stands in for Node's in this environment.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures');

/**
 * Makes the test's document the fixture page at the given address (path and hash: jsdom keeps the
 * test origin), with the fixture's input recorder listening as its script tag would in a browser.
 */
export function openFixture(file: string, address: string): Document {
  const html = readFileSync(join(FIXTURES, file), 'utf8');
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(
    document.importNode(parsed.documentElement, true),
    document.documentElement,
  );
  history.replaceState(null, '', address);
  document.getSelection()?.removeAllRanges();
  listenLikeTheFixture();
  return document;
}

let listening = false;

function listenLikeTheFixture(): void {
  if (listening) return;
  listening = true;
  const script = readFileSync(join(FIXTURES, 'record-input.js'), 'utf8');
  new Function(script)();
}

/** A redesign in miniature: the attributes and classes the adapters look for, gone. */
export function breakLayout(doc: Document, attributes: readonly string[]): void {
  for (const element of doc.querySelectorAll('*')) {
    for (const name of [...attributes, 'class']) element.removeAttribute(name);
  }
}

/** Selects an element's text, as a user does with the mouse. */
export function selectTextOf(element: Element): void {
  const selection = element.ownerDocument.getSelection()!;
  selection.removeAllRanges();
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.addRange(range);
}

/** Resolves with the next result a watch reports. */
export function nextChange<T>(start: (onChange: (value: T) => void) => () => void): Promise<T> {
  return new Promise((resolve) => {
    const stop = start((value) => {
      stop();
      resolve(value);
    });
  });
}
