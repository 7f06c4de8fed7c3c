/** The codes a GraphQL error carries in `extensions.code`; clients branch on these, never on text. */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYMENT_REQUIRED',
  'TOO_MANY_REQUESTS',
  /** The database or another service the call needs is away for now; retrying later succeeds. */
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
