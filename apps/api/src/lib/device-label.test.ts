import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

describe('deviceLabel', () => {
  it('names the browser and the operating system', () => {
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceLabel(mac)).toBe('Chrome on macOS');
    expect(deviceLabel(iphone)).toBe('Safari on iOS');
  });

  it('says the device is unknown when the client sent no User-Agent', () => {
    expect(deviceLabel(undefined)).toBe('Unknown device');
    expect(deviceLabel('')).toBe('Unknown device');
  });
});
