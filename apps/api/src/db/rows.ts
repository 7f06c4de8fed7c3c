/** Raw SQL answers: PGlite and node-postgres give `{ rows }`; some drivers give the rows themselves. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
