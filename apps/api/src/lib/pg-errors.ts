/** PostgreSQL's unique_violation, as both node-postgres and PGlite report it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505') return !constraint || e.constraint === constraint;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}
