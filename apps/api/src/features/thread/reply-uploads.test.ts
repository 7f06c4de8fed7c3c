import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { storedFiles } from '../../db/schema';
import { FAKE_EXE, TINY_PNG, uploadFile } from '../../testing/files';
import { useTestApp } from '../../testing/test-app';
import { SAMPLE_ATTACHMENTS, SAMPLE_RECORDINGS } from '../uploads/sample-attachments';
import { insertEnquiry, makeTeam, reply, thread } from './testing/thread-test-kit';
import type { Team } from './testing/thread-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
let ours: Team;

beforeAll(async () => {
  ours = await makeTeam(t);
});

async function filesOfCompany() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, ours.companyId));
  return row!.n;
}

describe('reply attachments', () => {
  it.each([
    ['PDF', SAMPLE_ATTACHMENTS.pdf, 'application/pdf'],
    ['PNG', { filename: 'chart.png', type: 'image/png', bytes: TINY_PNG }, 'image/png'],
    ['MP4', SAMPLE_ATTACHMENTS.mp4, 'video/mp4'],
  ])('accepts a %s file and serves it with its real type', async (_kind, file, type) => {
    const upload = await uploadFile(t.app, 'enquiry-attachment', { ...file }, ours.editor);
    expect(upload.status).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: upload.body.url! });
    expect(served.headers['content-type']).toBe(type);
  });

  it('refuses a renamed .exe posing as a PDF with the disguise message and stores nothing', async () => {
    const before = await filesOfCompany();
    const upload = await uploadFile(
      t.app,
      'enquiry-attachment',
      { bytes: FAKE_EXE, filename: 'annual-report.pdf', type: 'application/pdf' },
      ours.admin,
    );
    expect(upload.status).toBe(400);
    expect(upload.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.templates.attachmentDisguised('pdf'),
    });
    expect(await filesOfCompany()).toBe(before);
  });

  it('refuses a file over 5 MB and stores nothing', async () => {
    const before = await filesOfCompany();
    const upload = await uploadFile(
      t.app,
      'enquiry-attachment',
      {
        bytes: Buffer.concat([SAMPLE_ATTACHMENTS.pdf.bytes, Buffer.alloc(5 * 1024 * 1024)]),
        filename: 'big.pdf',
        type: 'application/pdf',
      },
      ours.admin,
    );
    expect(upload.status).toBe(413);
    expect(upload.body.message).toBe('File is larger than 5 MB.');
    expect(await filesOfCompany()).toBe(before);
  });

  it('refuses a viewer, who cannot reply', async () => {
    const upload = await uploadFile(
      t.app,
      'enquiry-attachment',
      { ...SAMPLE_ATTACHMENTS.pdf },
      ours.viewer,
    );
    expect(upload.status).toBe(403);
    expect(upload.body.message).toBe(messages.permission.denied);
  });
});

describe('voice replies', () => {
  it.each([
    ['a WebM recording', SAMPLE_RECORDINGS.webm, 'audio/webm'],
    ['an Ogg Opus recording', SAMPLE_RECORDINGS.ogg, 'audio/ogg'],
    ["Safari's MP4 recording", SAMPLE_RECORDINGS.mp4, 'audio/mp4'],
    ['an M4A file', SAMPLE_RECORDINGS.m4a, 'audio/mp4'],
    ['an MP3 file', SAMPLE_RECORDINGS.mp3, 'audio/mpeg'],
    ['a WAV file', SAMPLE_RECORDINGS.wav, 'audio/wav'],
  ])('accepts %s and serves it as %s', async (_kind, file, type) => {
    const upload = await uploadFile(t.app, 'enquiry-audio', { ...file }, ours.editor);
    expect(upload.status).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: upload.body.url! });
    expect(served.headers['content-type']).toBe(type);
  });

  it('refuses a renamed .exe posing as a recording and stores nothing', async () => {
    const before = await filesOfCompany();
    const upload = await uploadFile(
      t.app,
      'enquiry-audio',
      { bytes: FAKE_EXE, filename: 'voice-reply.webm', type: 'audio/webm' },
      ours.admin,
    );
    expect(upload.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.templates.attachmentDisguised('webm'),
    });
    expect(await filesOfCompany()).toBe(before);
  });

  it('refuses a document as a recording', async () => {
    const upload = await uploadFile(
      t.app,
      'enquiry-audio',
      { ...SAMPLE_ATTACHMENTS.pdf },
      ours.admin,
    );
    expect(upload.body.message).toBe(messages.uploads.audioWrongType);
  });

  it('refuses a recording over 10 MB', async () => {
    const upload = await uploadFile(
      t.app,
      'enquiry-audio',
      {
        ...SAMPLE_RECORDINGS.webm,
        bytes: Buffer.concat([SAMPLE_RECORDINGS.webm.bytes, Buffer.alloc(10 * 1024 * 1024)]),
      },
      ours.admin,
    );
    expect(upload.status).toBe(413);
    expect(upload.body.message).toBe('File is larger than 10 MB.');
  });

  it('sends a voice reply that the thread plays back', async () => {
    const enquiry = await insertEnquiry(t, ours.companyId);
    const upload = await uploadFile(
      t.app,
      'enquiry-audio',
      { ...SAMPLE_RECORDINGS.webm },
      ours.admin,
    );
    const sent = await reply(t, ours.admin, { enquiryId: enquiry.id, audio: upload.body.key });
    expect(sent.error).toBeUndefined();
    const [item] = (await thread(t, ours.viewer, enquiry.id)).data!.getEnquiryReplyList.items;
    expect(item).toMatchObject({
      content: '',
      audio: { key: upload.body.key, name: 'voice-reply.webm', type: 'audio/webm' },
    });
    const served = await t.app.inject({ method: 'GET', url: item!.audio!.url });
    expect(served.statusCode).toBe(200);
  });
});
