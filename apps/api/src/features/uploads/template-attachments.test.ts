import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { storedFiles } from '../../db/schema';
import {
  FULL_CUSTOM_GRANTS,
  addMember,
  makeCompany,
  makeUser,
  signIn,
} from '../../testing/factories';
import { countCompanyFiles } from '../../testing/factories';
import { FAKE_EXE, TINY_GIF, TINY_PNG, uploadFile } from '../../testing/files';
import { useTestApp } from '../../testing/test-app';
import { SAMPLE_ATTACHMENTS } from './sample-attachments';

const t = useTestApp({ rateLimitMultiplier: 100 });
const PURPOSE = 'template-attachment';
let companyId: string;
const tokens: Record<'admin' | 'member' | 'viewer' | 'customNone' | 'customFull', string> = {
  admin: '',
  member: '',
  viewer: '',
  customNone: '',
  customFull: '',
};

const filesOfCompany = () => countCompanyFiles(t.database.db, companyId);

beforeAll(async () => {
  const db = t.database.db;
  const admin = await makeUser(db);
  companyId = (await makeCompany(db, admin.id)).id;
  tokens.admin = (await signIn(t, admin.email, admin.password)).accessToken;
  for (const [seat, role, grants] of [
    ['member', 'member', []],
    ['viewer', 'viewer', []],
    ['customNone', 'custom', []],
    ['customFull', 'custom', FULL_CUSTOM_GRANTS],
  ] as const) {
    const user = await makeUser(db);
    await addMember(db, companyId, user.id, role, [...grants]);
    tokens[seat] = (await signIn(t, user.email, user.password)).accessToken;
  }
});

describe('template attachment uploads', () => {
  it.each([
    ['JPEG', SAMPLE_ATTACHMENTS.jpeg, 'image/jpeg', 'jpg'],
    ['PNG', { filename: 'chart.png', type: 'image/png', bytes: TINY_PNG }, 'image/png', 'png'],
    ['GIF', { filename: 'logo.gif', type: 'image/gif', bytes: TINY_GIF }, 'image/gif', 'gif'],
    ['mp3', SAMPLE_ATTACHMENTS.mp3, 'audio/mpeg', 'mp3'],
    ['MP4', SAMPLE_ATTACHMENTS.mp4, 'video/mp4', 'mp4'],
    ['MPEG', SAMPLE_ATTACHMENTS.mpeg, 'video/mpeg', 'mpg'],
    ['PDF', SAMPLE_ATTACHMENTS.pdf, 'application/pdf', 'pdf'],
  ])('accepts a %s file and serves it with its real type', async (_kind, file, type, ending) => {
    const upload = await uploadFile(t.app, PURPOSE, { ...file }, tokens.admin);
    expect(upload.status).toBe(201);
    expect(upload.body.key).toMatch(new RegExp(`\\.${ending}$`));
    const [stored] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, upload.body.key!));
    expect(stored).toMatchObject({
      companyId,
      purpose: PURPOSE,
      contentType: type,
      sizeBytes: file.bytes.length,
      originalName: file.filename,
    });
    const served = await t.app.inject({ method: 'GET', url: upload.body.url! });
    expect(served.headers['content-type']).toBe(type);
  });

  it.each([
    [
      'a renamed .exe posing as a PDF',
      'annual-report.pdf',
      messages.templates.attachmentDisguised('pdf'),
    ],
    ['a renamed .exe posing as a PNG', 'chart.png', messages.templates.attachmentDisguised('png')],
    ['a renamed .exe posing as an mp3', 'ceo.MP3', messages.templates.attachmentDisguised('mp3')],
    ['an .exe under its own name', 'setup.exe', messages.uploads.attachmentWrongType],
  ])('refuses %s and stores nothing', async (_case, filename, message) => {
    const before = await filesOfCompany();
    const upload = await uploadFile(t.app, PURPOSE, { bytes: FAKE_EXE, filename }, tokens.admin);
    expect(upload.status).toBe(400);
    expect(upload.body).toMatchObject({ code: 'BAD_USER_INPUT', message });
    expect(await filesOfCompany()).toBe(before);
  });

  it('refuses a plain text file as an invalid type', async () => {
    const upload = await uploadFile(
      t.app,
      PURPOSE,
      {
        bytes: Buffer.from('Dear shareholder, thank you.'),
        filename: 'reply.txt',
        type: 'text/plain',
      },
      tokens.admin,
    );
    expect(upload.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: messages.uploads.attachmentWrongType,
    });
  });

  it('refuses a file over 5 MB with the spec message and stores nothing', async () => {
    const before = await filesOfCompany();
    const upload = await uploadFile(
      t.app,
      PURPOSE,
      {
        bytes: Buffer.concat([SAMPLE_ATTACHMENTS.pdf.bytes, Buffer.alloc(5 * 1024 * 1024)]),
        filename: 'big.pdf',
        type: 'application/pdf',
      },
      tokens.admin,
    );
    expect(upload.status).toBe(413);
    expect(upload.body.message).toBe('File is larger than 5 MB.');
    expect(await filesOfCompany()).toBe(before);
  });

  it('takes uploads from members with full registry access only', async () => {
    for (const seat of ['member', 'customFull'] as const) {
      const upload = await uploadFile(t.app, PURPOSE, { ...SAMPLE_ATTACHMENTS.pdf }, tokens[seat]);
      expect(upload.status).toBe(201);
    }
    const before = await filesOfCompany();
    for (const seat of ['viewer', 'customNone'] as const) {
      const upload = await uploadFile(t.app, PURPOSE, { ...SAMPLE_ATTACHMENTS.pdf }, tokens[seat]);
      expect(upload.status).toBe(403);
      expect(upload.body.message).toBe(messages.permission.denied);
    }
    expect(await filesOfCompany()).toBe(before);
  });
});
