/** Raw SQL answers as PGlite gives them (`{ rows }`) or as postgres.js does (the rows themselves). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
