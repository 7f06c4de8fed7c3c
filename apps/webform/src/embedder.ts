/**
 * The origin of the page this form is embedded in: the server accepts a question from the iframe
 * only when it names the authorised site. Chrome and Safari give `ancestorOrigins`; elsewhere the
 * referrer (the embed script asks for at least its origin). Empty when the form is not in a frame.
 */
export function embedderOrigin(win: Window): string {
  if (win.parent === win) return '';
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : '';
  } catch {
    return '';
  }
}
