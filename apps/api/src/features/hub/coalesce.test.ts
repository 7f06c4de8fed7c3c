import { describe, expect, it } from 'vitest';
import { coalescing } from './coalesce';

describe('a shared read', () => {
  it('runs once for the requests that ask while it runs, and again once it has settled', async () => {
    const share = coalescing<number>();
    let reads = 0;
    const read = async () => ++reads;
    const together = await Promise.all([share('acme|1', read), share('acme|1', read)]);
    expect(together).toEqual([1, 1]);
    expect(await share('acme|1', read)).toBe(2);
  });

  it('keeps keys apart, and does not keep a failed read', async () => {
    const share = coalescing<string>();
    const failing = share('acme|1', async () => Promise.reject(new Error('database away')));
    const other = share('acme|2', async () => 'page 2');
    await expect(failing).rejects.toThrow('database away');
    expect(await other).toBe('page 2');
    expect(await share('acme|1', async () => 'page 1')).toBe('page 1');
  });
});
