/** PostgreSQL's unique_violation, as PGlite and node-postgres report it (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as {
    code?: string;
    constraint?: string;
    constraint_name?: string;
    cause?: unknown;
  } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505') return !constraint || (e.constraint ?? e.constraint_name) === constraint;
  return e.cause ? isUniqueViolation(e.cause, constraint) : false;
}
