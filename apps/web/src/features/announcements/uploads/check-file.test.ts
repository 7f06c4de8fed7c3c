import { describe, expect, it } from 'vitest';
import { checkAnnouncementFile, largeVideoWarning, mediaTypeOf } from './check-file';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('checking an announcement file before it is sent', () => {
  it('takes a PDF, an image, an MP4 video and an MP3 sound', () => {
    expect(checkAnnouncementFile(file('results.pdf', 2 * MB, 'application/pdf'))).toBeNull();
    expect(checkAnnouncementFile(file('site.png', MB, 'image/png'))).toBeNull();
    expect(checkAnnouncementFile(file('agm.mp4', 500 * MB, 'video/mp4'))).toBeNull();
    expect(checkAnnouncementFile(file('call.mp3', 20 * MB, 'audio/mpeg'))).toBeNull();
  });

  it("refuses a type announcements do not take with 'Invalid file type.'", () => {
    expect(checkAnnouncementFile(file('notes.docx', MB, 'application/msword'))).toBe(
      'Invalid file type.',
    );
  });

  it('refuses most files over 50 MB, and an MP4 over 4 GB', () => {
    expect(checkAnnouncementFile(file('report.pdf', 50 * MB + 1, 'application/pdf'))).toBe(
      'File size is too big. It must be within 50 MB.',
    );
    expect(checkAnnouncementFile(file('agm.mp4', 4096 * MB + 1, 'video/mp4'))).toBe(
      'File size is too big. It must be within 4 GB.',
    );
  });

  it('knows an unlabelled file by its name', () => {
    expect(mediaTypeOf(file('drill-core.MP4', 1))).toBe('video/mp4');
    expect(mediaTypeOf(file('no-ending', 1))).toBeNull();
  });

  it('warns of a video over 50 MB before it is uploaded, and of nothing smaller', () => {
    expect(largeVideoWarning(file('agm.mp4', 50 * MB + 1, 'video/mp4'))).toMatch(/over 50 MB/);
    expect(largeVideoWarning(file('agm.mp4', 50 * MB, 'video/mp4'))).toBeNull();
    expect(largeVideoWarning(file('report.pdf', 60 * MB, 'application/pdf'))).toBeNull();
  });
});
