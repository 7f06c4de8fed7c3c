import { WEBFORM_HEIGHT_MESSAGE, messages } from '@quorum/shared';

/** The iframe's height until the form reports its own. */
const INITIAL_HEIGHT_PX = 720;

/**
 * GET /webform/embed.js: what the one-line embed code loads on the company's website. It finds its
 * own script element, puts the form's iframe right after it, and sizes the iframe to the height
 * the form reports (only from the form's own window and origin). Plain ES5-level script: it runs
 * on any website, and must not touch anything of the page but its own element.
 */
export function embedScript(): string {
  const title = JSON.stringify(messages.webform.formTitle);
  const type = JSON.stringify(WEBFORM_HEIGHT_MESSAGE);
  return `(function () {
  var script = document.currentScript ||
    document.querySelector('script[src*="/webform/embed.js"][data-company-id]');
  if (!script || !script.parentNode) return;
  var base = new URL(script.src, document.baseURI).origin;
  var query = 'companyId=' + encodeURIComponent(script.getAttribute('data-company-id') || '') +
    '&clientSecret=' + encodeURIComponent(script.getAttribute('data-client-secret') || '');
  var frame = document.createElement('iframe');
  frame.src = base + '/webform/iframe?' + query;
  frame.title = ${title};
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  frame.style.cssText = 'display:block;width:100%;max-width:100%;border:0;height:${INITIAL_HEIGHT_PX}px';
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== base || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (data && data.type === ${type} && typeof data.height === 'number' && data.height > 0) {
      frame.style.height = Math.ceil(data.height) + 'px';
    }
  });
})();
`;
}
