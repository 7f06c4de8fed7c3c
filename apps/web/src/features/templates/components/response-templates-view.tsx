// PLACEHOLDER: the templates helper replaces this file with the real view.
export function ResponseTemplatesView() {
  return null;
}
