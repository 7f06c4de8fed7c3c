import { queryFirst, type SelectorList } from './selectors/query';
import type { InsertResult, ReplyAnswer } from './types';

/** The only elements an answer brings into a reply: its paragraphs and line breaks. */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'DIV',
  'SPAN',
  'B',
  'STRONG',
  'I',
  'EM',
  'UL',
  'OL',
  'LI',
]);

/**
 * Puts the answer into the open reply box as if the user had pasted it, so the page's own editor
 * (which keeps its model from input events, not from the DOM) counts it as the user's text.
 */
export function insertReply(
  doc: Document,
  selectors: SelectorList,
  answer: ReplyAnswer,
): InsertResult {
  const box = queryFirst(doc, selectors);
  if (!box) return { ok: false, reason: 'no-reply-box' };
  if (box instanceof doc.defaultView!.HTMLTextAreaElement) {
    insertIntoTextarea(box, answer.text);
    return { ok: true, into: 'textarea' };
  }
  insertIntoEditable(doc, box as HTMLElement, answer);
  return { ok: true, into: 'contenteditable' };
}

function insertIntoEditable(doc: Document, box: HTMLElement, answer: ReplyAnswer): void {
  const view = doc.defaultView!;
  box.focus();
  const range = caretRangeIn(doc, box);
  const data = pasteData(view, answer);
  const before = new view.InputEvent('beforeinput', {
    bubbles: true,
    cancelable: true,
    inputType: 'insertFromPaste',
    ...(data ? { dataTransfer: data } : {}),
  });
  // An editor that cancels beforeinput has inserted the pasted data itself.
  if (!box.dispatchEvent(before)) return;
  range.deleteContents();
  const fragment = answerFragment(doc, answer.html);
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last) placeCaretAfter(doc, last);
  box.dispatchEvent(new view.InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
}

/** The user's caret if it is in the box (they chose where the answer goes), else the box's end. */
function caretRangeIn(doc: Document, box: HTMLElement): Range {
  const selection = doc.getSelection();
  if (selection && selection.rangeCount > 0) {
    const current = selection.getRangeAt(0);
    if (box.contains(current.commonAncestorContainer)) return current;
  }
  const range = doc.createRange();
  range.selectNodeContents(box);
  range.collapse(false);
  return range;
}

function placeCaretAfter(doc: Document, node: Node): void {
  const range = doc.createRange();
  range.setStartAfter(node);
  range.collapse(true);
  const selection = doc.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function pasteData(view: Window & typeof globalThis, answer: ReplyAnswer): DataTransfer | null {
  if (typeof view.DataTransfer !== 'function') return null;
  const data = new view.DataTransfer();
  data.setData('text/plain', answer.text);
  data.setData('text/html', answer.html);
  return data;
}

/**
 * The answer's HTML parsed in an inert document (no script runs, no image loads) and copied over
 * tag by tag, keeping only plain formatting and no attributes at all.
 */
function answerFragment(doc: Document, html: string): DocumentFragment {
  const parsed = new doc.defaultView!.DOMParser().parseFromString(html, 'text/html');
  const fragment = doc.createDocumentFragment();
  for (const child of [...parsed.body.childNodes]) {
    const copy = copyAllowed(doc, child);
    if (copy) fragment.append(copy);
  }
  return fragment;
}

function copyAllowed(doc: Document, node: Node): Node | null {
  if (node.nodeType === node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== node.ELEMENT_NODE) return null;
  const element = node as Element;
  const copy = ALLOWED_TAGS.has(element.tagName)
    ? doc.createElement(element.tagName.toLowerCase())
    : doc.createDocumentFragment();
  for (const child of [...element.childNodes]) {
    const inner = copyAllowed(doc, child);
    if (inner) copy.append(inner);
  }
  return copy;
}

/** A textarea's value set through the prototype's setter, which frameworks watching it observe. */
function insertIntoTextarea(box: HTMLTextAreaElement, text: string): void {
  const view = box.ownerDocument.defaultView!;
  const start = box.selectionStart ?? box.value.length;
  const end = box.selectionEnd ?? box.value.length;
  const next = box.value.slice(0, start) + text + box.value.slice(end);
  const setter = Object.getOwnPropertyDescriptor(view.HTMLTextAreaElement.prototype, 'value')?.set;
  box.focus();
  if (setter) setter.call(box, next);
  else box.value = next;
  box.setSelectionRange(start + text.length, start + text.length);
  box.dispatchEvent(new view.InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
}
