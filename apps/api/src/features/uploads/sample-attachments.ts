/**
 * For tests: the smallest files whose first bytes are what real files of each attachment type
 * start with, so the magic-byte check sees what it would see in a real upload.
 */
const padded = (head: Buffer, bytes = 256) => Buffer.concat([head, Buffer.alloc(bytes)]);

/** An ISO base media "ftyp" box: its size, the major brand, a minor version and the compatible brands. */
function ftyp(brand: string, compatible: string, minorVersion = 0x200) {
  const version = Buffer.alloc(4);
  version.writeUInt32BE(minorVersion);
  const body = Buffer.concat([Buffer.from(`ftyp${brand}`), version, Buffer.from(compatible)]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(4 + body.length);
  return Buffer.concat([size, body]);
}

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
    bytes: padded(ftyp('isom', 'isommp42')),
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

/**
 * For tests: the first bytes of the recordings a browser's MediaRecorder makes (WebM, Ogg Opus,
 * MP4 audio) and of the audio files people choose (M4A, MP3, WAV).
 */
export const SAMPLE_RECORDINGS = {
  // An EBML header whose DocType is webm, as Chrome and Firefox record.
  webm: {
    filename: 'voice-reply.webm',
    type: 'audio/webm',
    bytes: padded(
      Buffer.from([
        0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2,
        0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87,
        0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
      ]),
    ),
  },
  // An Ogg page carrying an OpusHead packet, as Firefox records with audio/ogg.
  ogg: {
    filename: 'voice-reply.ogg',
    type: 'audio/ogg',
    bytes: padded(
      Buffer.concat([
        Buffer.from('OggS'),
        Buffer.from([0, 2]),
        Buffer.alloc(20),
        Buffer.from([1, 19]),
        Buffer.from('OpusHead'),
        Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]),
      ]),
    ),
  },
  // An "ftyp" box of brand iso5, as Safari records with audio/mp4: file-type reads it as video.
  mp4: {
    filename: 'voice-reply.mp4',
    type: 'audio/mp4',
    bytes: padded(ftyp('iso5', 'iso5iso6')),
  },
  m4a: {
    filename: 'voice-memo.m4a',
    type: 'audio/x-m4a',
    bytes: padded(ftyp('M4A ', 'M4A isommp42', 0)),
  },
  mp3: { ...SAMPLE_ATTACHMENTS.mp3, filename: 'voice-memo.mp3' },
  // A RIFF WAVE header with its fmt chunk (PCM, mono, 44.1 kHz).
  wav: {
    filename: 'voice-memo.wav',
    type: 'audio/wav',
    bytes: padded(
      Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([0x24, 0, 0, 0]),
        Buffer.from('WAVEfmt '),
        Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x44, 0xac, 0, 0, 0x88, 0x58, 1, 0, 2, 0, 16, 0]),
        Buffer.from('data'),
        Buffer.from([0, 0, 0, 0]),
      ]),
    ),
  },
} as const;
