import { messages } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { compressImage } from '@/lib/uploads/compress-image';
import { prepareProfileImage } from './prepare-profile-image';

vi.mock('@/lib/uploads/compress-image', () => ({ compressImage: vi.fn() }));
const compress = vi.mocked(compressImage);

const fileOf = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('preparing a profile image', () => {
  it('shrinks a PNG to the spec’s 300 px and 0.125 MB and keeps its name', async () => {
    compress.mockResolvedValueOnce(fileOf(40_000, 'blob', 'image/png'));
    const prepared = await prepareProfileImage(fileOf(900_000, 'me.png', 'image/png'));
    expect(compress).toHaveBeenCalledWith(expect.any(File), {
      maxSizeMB: 0.125,
      maxWidthOrHeight: 300,
    });
    expect(prepared.file?.name).toBe('me.png');
    expect(prepared.file?.size).toBe(40_000);
  });

  it('refuses a GIF before compressing it', async () => {
    const callsBefore = compress.mock.calls.length;
    const prepared = await prepareProfileImage(fileOf(1000, 'me.gif', 'image/gif'));
    expect(prepared.error).toBe(messages.uploads.imageWrongType);
    expect(compress.mock.calls.length).toBe(callsBefore);
  });

  it('refuses a file that is not really an image, such as a renamed .exe', async () => {
    compress.mockRejectedValueOnce(new Error('The file given is not an image'));
    const prepared = await prepareProfileImage(fileOf(5000, 'me.png', 'image/png'));
    expect(prepared.error).toBe(messages.uploads.disguised);
  });

  it('refuses an image still over 125 kb after compression', async () => {
    compress.mockResolvedValueOnce(fileOf(125 * 1024 + 1, 'me.jpg', 'image/jpeg'));
    const prepared = await prepareProfileImage(fileOf(3_000_000, 'me.jpg', 'image/jpeg'));
    expect(prepared.error).toBe(messages.uploads.profileImageTooLarge);
  });
});
