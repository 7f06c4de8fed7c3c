import { describe, expect, it } from 'vitest';
import { isUnavailable } from './pg-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('telling an outage from a failure', () => {
  it('calls a database shutting down, refusing connections or gone mid-query an outage', () => {
    expect(
      isUnavailable(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(withCode('08006'))).toBe(true);
  });

  it('finds the outage inside Drizzle’s wrapper and inside an AggregateError of several addresses', () => {
    const drizzle = Object.assign(new Error('Failed query: select 1'), {
      cause: withCode('ECONNREFUSED'),
    });
    expect(isUnavailable(drizzle)).toBe(true);
    expect(isUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(
      true,
    );
  });

  it('does not excuse a bug or a bad statement as an outage', () => {
    expect(isUnavailable(withCode('42601', 'syntax error at or near "selec"'))).toBe(false);
    expect(isUnavailable(withCode('23505'))).toBe(false);
    expect(isUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});
