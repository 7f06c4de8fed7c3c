/**
 * Spec §5: http origins are allowed in development and staging only. The dashboard itself served
 * from localhost (or by Vite's dev server) is such a setup; anywhere else it asks for https. The
 * server applies its own environment's rule to what is saved.
 */
export function allowsHttpOrigins(): boolean {
  return import.meta.env.DEV || ['localhost', '127.0.0.1'].includes(window.location.hostname);
}
