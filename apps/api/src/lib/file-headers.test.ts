import { describe, expect, it } from 'vitest';
import { contentDisposition, opensInline } from './file-headers';

describe('how a stored file is served', () => {
  it('opens images, audio and video in the browser and downloads everything else', () => {
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/gif',
      'audio/mpeg',
      'audio/webm',
      'video/mp4',
    ])
      expect(opensInline(type), type).toBe(true);
    for (const type of [
      'application/pdf',
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
    ])
      expect(opensInline(type), type).toBe(false);
  });

  it('names the file per RFC 6266: an ASCII fallback and the UTF-8 name in filename*', () => {
    expect(contentDisposition('application/pdf', 'Résumé Q3.pdf')).toBe(
      `attachment; filename="R_sum_ Q3.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Q3.pdf`,
    );
    expect(contentDisposition('image/png', 'logo.png')).toBe(
      `inline; filename="logo.png"; filename*=UTF-8''logo.png`,
    );
  });

  it('keeps quotes, backslashes, folders and control characters out of the header', () => {
    const header = contentDisposition('application/pdf', '..\\evil"\r\nSet-Cookie: x=1/.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename=".._evil___Set-Cookie: x=1_.pdf"; filename*=UTF-8''.._evil___Set-Cookie%3A%20x%3D1_.pdf`,
    );
    expect(contentDisposition('application/pdf', '..')).toContain('filename="file"');
  });
});
