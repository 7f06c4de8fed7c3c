import { describe, expect, it } from 'vitest';
import { requestLogLevel } from './request-log';

describe('the request log', () => {
  it('stays quiet for a healthy request, so a terminal shows the start banner and real problems', () => {
    expect(requestLogLevel(200, 12)).toBe('debug');
    expect(requestLogLevel(404, 3)).toBe('debug');
  });

  it('warns about a request that took a second or more', () => {
    expect(requestLogLevel(200, 1000)).toBe('warn');
  });

  it('reports a request that failed on the server as an error', () => {
    expect(requestLogLevel(500, 5)).toBe('error');
    expect(requestLogLevel(503, 2000)).toBe('error');
  });
});
