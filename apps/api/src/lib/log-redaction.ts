/**
 * What error log lines may hold. A driver's error carries the statement's parameters (emails,
 * names, investors' questions) and PostgreSQL's `detail` quotes the conflicting values; the
 * statement itself, the error codes and the stack are what an operator needs, so only those stay.
 */

const EMAIL = /[^\s@(),;:<>"'=]+@[^\s@(),;:<>"'=]+\.[A-Za-z]{2,}/g;
/** Drizzle's "Failed query: … \nparams: a,b,c" puts every parameter after the statement. */
const PARAMS_TAIL = /(\bparams:)[\s\S]*$/;
/** PostgreSQL's "Key (email)=(someone@example.com) already exists." quotes the row's values. */
const KEY_VALUES = /(\)=\()[^)]*(\))/g;

/** Keeps a message's shape and drops its values. */
export function scrubMessage(text: string): string {
  return text
    .replace(PARAMS_TAIL, '$1 [redacted]')
    .replace(KEY_VALUES, '$1…$2')
    .replace(EMAIL, '[email]');
}

/** Fields of a driver error an operator can use; every other field is left out of the log. */
const KEPT_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine', 'query'];

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** pino's `err` serializer, without personal data. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrubMessage(String(error)), stack: '' };
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrubMessage(error.message),
    stack: scrubMessage(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number')
      logged[field] = typeof value === 'string' ? scrubMessage(value) : value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** Request fields that are secrets whatever the route: tokens and cookies. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];
