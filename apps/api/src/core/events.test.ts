import { describe, expect, it } from 'vitest';
import { createPubSubEmitter } from './events';

describe('the event bus over Redis', () => {
  it('still closes when Redis is away, so a server can stop during an outage', async () => {
    const warnings: string[] = [];
    // A port nothing listens on: both connections keep reconnecting, and QUIT never ends them.
    const emitter = await createPubSubEmitter('redis://127.0.0.1:1', {
      warn: (_details, message) => warnings.push(message),
    });
    await emitter.close();
    expect(warnings).toContain('Redis pub/sub unavailable');
  });
});
