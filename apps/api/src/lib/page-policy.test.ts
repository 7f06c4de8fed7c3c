import { describe, expect, it } from 'vitest';
import { appPagePolicy } from './page-policy';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the web app page’s policy and stored files', () => {
  it('takes pictures, media and fetches from the app alone while files are on its disk', () => {
    const policy = appPagePolicy('n0nce', 'https://ir.example.com');
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' wss://ir.example.com");
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it('lets the page show, play, frame and fetch files from the bucket its links redirect to', () => {
    const bucket = 'https://quorum-files.s3.ap-southeast-2.amazonaws.com';
    const policy = appPagePolicy('n0nce', 'https://ir.example.com', bucket);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: ${bucket}`);
    expect(directive(policy, 'media-src')).toBe(`media-src 'self' blob: ${bucket}`);
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' ${bucket}`);
    expect(directive(policy, 'connect-src')).toBe(
      `connect-src 'self' wss://ir.example.com ${bucket}`,
    );
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });
});
