/**
 * For tests: the smallest files whose first bytes are what real files of each attachment type
 * start with, so the magic-byte check sees what it would see in a real upload.
 */
const padded = (head: Buffer, bytes = 256) => Buffer.concat([head, Buffer.alloc(bytes)]);

export const SAMPLE_ATTACHMENTS = {
  jpeg: {
    filename: 'site-visit.jpg',
    type: 'image/jpeg',
    bytes: padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])),
  },
  // An ID3 tag, then an MPEG-1 layer III frame header.
  mp3: {
    filename: 'ceo-address.mp3',
    type: 'audio/mpeg',
    bytes: padded(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64])),
  },
  // An ISO base media "ftyp" box of brand isom.
  mp4: {
    filename: 'site-tour.mp4',
    type: 'video/mp4',
    bytes: padded(
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from('isommp42'),
      ]),
    ),
  },
  // An MPEG-2 program stream pack header, as a camera's .mpeg file begins.
  mpeg: {
    filename: 'agm-2025.mpeg',
    type: 'video/mpeg',
    bytes: padded(Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1])),
  },
  pdf: {
    filename: 'annual-report.pdf',
    type: 'application/pdf',
    bytes: Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  },
} as const;
