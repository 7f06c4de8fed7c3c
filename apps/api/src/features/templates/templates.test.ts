import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES, messages } from '@quorum/shared';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { UPDATE, dividends, templatesKit } from './testing/templates-test-kit';
import type { Team, Template } from './testing/templates-test-kit';
import { SAMPLE_ATTACHMENTS } from '../uploads/sample-attachments';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.templates;

const { makeTeam, stored, create, list } = templatesKit(t);

async function attach(token: string, file: { bytes: Buffer; filename: string; type?: string }) {
  const upload = await uploadFile(t.app, 'template-attachment', file, token);
  expect(upload.status).toBe(201);
  return upload.body.key!;
}

let ours: Team;
let theirs: Team;

beforeAll(async () => {
  ours = await makeTeam();
  theirs = await makeTeam();
});

describe('response templates', () => {
  it('creates a template with attachments, keeping the stored files’ names, types and sizes', async () => {
    const pdf = await attach(ours.admin, { ...SAMPLE_ATTACHMENTS.pdf });
    const png = await attach(ours.admin, { bytes: TINY_PNG, filename: 'chart.png' });
    const made = await create(ours.admin, { ...dividends, attachments: [pdf, png, pdf] });
    expect(made.error).toBeUndefined();
    expect(made.data!.createResponseTemplate).toMatchObject({
      ...dividends,
      starred: false,
      deleted: false,
      attachments: [
        {
          key: pdf,
          name: 'annual-report.pdf',
          contentType: 'application/pdf',
          sizeBytes: SAMPLE_ATTACHMENTS.pdf.bytes.length,
        },
        { key: png, name: 'chart.png', contentType: 'image/png', sizeBytes: TINY_PNG.length },
      ],
    });

    const listed = await list(ours.viewer);
    const template = listed.data!.getResponseTemplates.items.find(
      (item) => item._id === made.data!.createResponseTemplate._id,
    );
    const served = await t.app.inject({ method: 'GET', url: template!.attachments[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_ATTACHMENTS.pdf.bytes)).toBe(true);
  });

  it('trims the title and text it stores', async () => {
    const made = await create(ours.admin, {
      title: '  Trading halt  ',
      content: '\nWe are in a trading halt.\n',
    });
    expect(made.data!.createResponseTemplate).toMatchObject({
      title: 'Trading halt',
      content: 'We are in a trading halt.',
    });
  });

  it.each([
    ['no title', { content: dividends.content }, text.titleRequired],
    ['a blank title', { ...dividends, title: '   ' }, text.titleRequired],
    ['a whitespace-only text', { ...dividends, content: ' \n ' }, text.contentRequired],
    [
      'a title that is too long',
      { ...dividends, title: 'x'.repeat(TEMPLATES.titleMaxLength + 1) },
      text.titleTooLong(TEMPLATES.titleMaxLength),
    ],
    [
      'a text that is too long',
      { ...dividends, content: 'x'.repeat(TEMPLATES.contentMaxLength + 1) },
      text.contentTooLong(TEMPLATES.contentMaxLength),
    ],
    [
      'six attachments',
      { ...dividends, attachments: Array.from({ length: 6 }, () => `${randomUUID()}.pdf`) },
      'You can only attach a maximum of 5 attachments.',
    ],
    [
      'an attachment that was never uploaded',
      { ...dividends, attachments: [`${randomUUID()}.pdf`] },
      messages.uploads.unknownFile,
    ],
  ])('refuses %s with its message and writes nothing', async (_case, input, message) => {
    const before = await stored(ours.companyId);
    const response = await create(ours.admin, input);
    expect(response.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await stored(ours.companyId)).toEqual(before);
  });

  it('refuses an attachment uploaded by another company, or for another purpose, writing nothing', async () => {
    const theirFile = await attach(theirs.admin, { ...SAMPLE_ATTACHMENTS.pdf });
    const picture = await uploadFile(
      t.app,
      'executive-picture',
      { bytes: TINY_PNG, filename: 'ceo.png' },
      ours.admin,
    );
    const before = await stored(ours.companyId);
    const [existing] = before;
    for (const key of [theirFile, picture.body.key!]) {
      const made = await create(ours.admin, { ...dividends, attachments: [key] });
      expect(made.error).toEqual({ code: 'BAD_USER_INPUT', message: messages.uploads.unknownFile });
      const edited = await gql(
        t.app,
        UPDATE,
        { id: existing!.id, i: { ...dividends, attachments: [key] } },
        ours.admin,
      );
      expect(edited.error?.message).toBe(messages.uploads.unknownFile);
    }
    expect(await stored(ours.companyId)).toEqual(before);
  });

  it('edits a template, replacing its text and attachments and keeping its star', async () => {
    const team = await makeTeam();
    const first = await attach(team.admin, { ...SAMPLE_ATTACHMENTS.pdf });
    const second = await attach(team.admin, { ...SAMPLE_ATTACHMENTS.mp3 });
    const made = await create(team.admin, {
      ...dividends,
      starred: true,
      attachments: [first, second],
    });
    const id = made.data!.createResponseTemplate._id;

    const edited = await gql<{ updateResponseTemplate: Template }>(
      t.app,
      UPDATE,
      { id, i: { title: 'Dividend dates', content: 'Paid on 15 March.', attachments: [second] } },
      team.admin,
    );
    expect(edited.error).toBeUndefined();
    expect(edited.data!.updateResponseTemplate).toMatchObject({
      _id: id,
      title: 'Dividend dates',
      content: 'Paid on 15 March.',
      starred: true,
      attachments: [{ key: second, name: 'ceo-address.mp3', contentType: 'audio/mpeg' }],
    });
    expect(
      new Date(edited.data!.updateResponseTemplate.updatedAt).getTime(),
    ).toBeGreaterThanOrEqual(new Date(made.data!.createResponseTemplate.updatedAt).getTime());
  });

  it('refuses an edit with bad input and leaves the template as it was', async () => {
    const [template] = await stored(ours.companyId);
    const response = await gql(
      t.app,
      UPDATE,
      { id: template!.id, i: { ...dividends, title: '' } },
      ours.admin,
    );
    expect(response.error).toEqual({ code: 'BAD_USER_INPUT', message: text.titleRequired });
    expect((await stored(ours.companyId))[0]).toEqual(template);
  });
});
