import { styleNonce } from '@/lib/style-nonce';

/**
 * FullCalendar injects its styles into a `style[data-fullcalendar]` element as its module loads,
 * making one when there is none; the page's policy admits only style elements with the page's
 * nonce, so the element is made here first, with it. Imported before FullCalendar for that.
 */
if (typeof document !== 'undefined' && !document.querySelector('style[data-fullcalendar]')) {
  const element = document.createElement('style');
  element.setAttribute('data-fullcalendar', '');
  const nonce = styleNonce();
  if (nonce) element.nonce = nonce;
  document.head.appendChild(element);
}
