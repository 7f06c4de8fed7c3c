import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql';
import { RequestTimeout, backoffDelay, withRetries, UPLOAD_RETRY } from './retry';

afterEach(() => {
  vi.useRealTimers();
});

const noWait = { policy: { attempts: 3, baseDelayMs: 0, maxDelayMs: 0 } };

describe('retrying a request of an upload', () => {
  it('tries again after a dropped connection and answers the later success', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('NETWORK_ERROR', 'offline'))
      .mockRejectedValueOnce(new ApiError('INTERNAL_SERVER_ERROR', 'busy'))
      .mockResolvedValueOnce('stored');
    await expect(withRetries(new AbortController().signal, request, noWait)).resolves.toBe(
      'stored',
    );
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last try with the last failure', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError('NETWORK_ERROR', 'still offline'));
    await expect(withRetries(new AbortController().signal, request, noWait)).rejects.toThrow(
      'still offline',
    );
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('sends a chunk damaged on the way again', async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(
          'BAD_USER_INPUT',
          'A part of the file was damaged on the way. Please try again.',
        ),
      )
      .mockResolvedValueOnce('stored');
    await expect(withRetries(new AbortController().signal, request, noWait)).resolves.toBe(
      'stored',
    );
  });

  it('does not retry a refusal of what was sent (a wrong size, another company’s upload)', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError('NOT_FOUND', 'Not found.'));
    await expect(withRetries(new AbortController().signal, request, noWait)).rejects.toThrow(
      'Not found.',
    );
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('aborts a chunk that gets no answer within 120 s, and tries it again', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    const request = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return signals.length === 1
        ? new Promise<string>((_, reject) =>
            signal.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          )
        : Promise.resolve('stored');
    });
    const result = withRetries(new AbortController().signal, request, noWait);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.reason).toBeInstanceOf(RequestTimeout);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('stored');
  });

  it('stops at once when the upload is cancelled, without another try', async () => {
    const controller = new AbortController();
    const request = vi.fn((signal: AbortSignal) => {
      controller.abort('cancelled');
      return Promise.reject(signal.reason as Error);
    });
    await expect(withRetries(controller.signal, request, noWait)).rejects.toBe('cancelled');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each failure: about 1, 2, 4, 8, 16 s, at most 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, UPLOAD_RETRY, middle))).toEqual([
      750, 1_500, 3_000, 6_000, 12_000, 22_500,
    ]);
    expect(UPLOAD_RETRY.attempts).toBe(6);
  });
});
