import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { FREE_PLAN, TEMPLATES, messages } from '@quorum/shared';
import { responseTemplates } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { SAMPLE_ATTACHMENTS } from '../uploads/sample-attachments';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.templates;

const FIELDS =
  '_id title content starred deleted updatedAt attachments { key name contentType sizeBytes url }';
const LIST = `query($c: ID, $s: String) { getResponseTemplates(companyId: $c, searchText: $s) { limit items { ${FIELDS} } } }`;
const CREATE = `mutation($i: ResponseTemplateInput!) { createResponseTemplate(responseTemplateInput: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: ResponseTemplateInput!) {
  updateResponseTemplate(responseTemplateId: $id, responseTemplateInput: $i) { ${FIELDS} }
}`;
const STAR = `mutation($id: ID!, $s: Boolean!) { starResponseTemplate(responseTemplateId: $id, starred: $s) { ${FIELDS} } }`;
const DELETE = `mutation($i: ResponseTemplateDeleteInput!) { hardDeleteResponseTemplate(responseTemplateDeleteInput: $i) { message } }`;

interface Template {
  _id: string;
  title: string;
  content: string;
  starred: boolean;
  deleted: boolean;
  updatedAt: string;
  attachments: { key: string; name: string; contentType: string; sizeBytes: number; url: string }[];
}

const dividends = {
  title: 'Dividend payment dates',
  content: 'The interim dividend is paid on 15 March to holders on the register on 1 March.',
};

/** A company with its admin, a viewer and a custom member without grants, all signed in. */
async function makeTeam(plan: 'freemium' | 'premium' = 'premium') {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, { plan });
  const viewer = await makeUser(db);
  await addMember(db, company.id, viewer.id, 'viewer');
  const outsider = await makeUser(db);
  await addMember(db, company.id, outsider.id, 'custom');
  return {
    companyId: company.id,
    admin: (await signIn(t, admin.email, admin.password)).accessToken,
    viewer: (await signIn(t, viewer.email, viewer.password)).accessToken,
    customNone: (await signIn(t, outsider.email, outsider.password)).accessToken,
  };
}
type Team = Awaited<ReturnType<typeof makeTeam>>;

/** The company's templates as stored, oldest first. */
function stored(companyId: string) {
  return t.database.db
    .select()
    .from(responseTemplates)
    .where(eq(responseTemplates.companyId, companyId))
    .orderBy(asc(responseTemplates.createdAt), asc(responseTemplates.id));
}

const create = (token: string, input: Record<string, unknown>) =>
  gql<{ createResponseTemplate: Template }>(t.app, CREATE, { i: input }, token);

const list = (token: string, variables: Record<string, unknown> = {}) =>
  gql<{ getResponseTemplates: { limit: number | null; items: Template[] } }>(
    t.app,
    LIST,
    variables,
    token,
  );

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

  it('lists starred templates first, then the most recently changed', async () => {
    const team = await makeTeam();
    const ids: Record<string, string> = {};
    for (const title of ['Oldest', 'Middle', 'Newest'])
      ids[title] = (
        await create(team.admin, { title, content: `${title} text` })
      ).data!.createResponseTemplate._id;
    await gql(t.app, STAR, { id: ids.Oldest, s: true }, team.admin);
    await gql(
      t.app,
      UPDATE,
      { id: ids.Middle, i: { title: 'Middle', content: 'Changed' } },
      team.admin,
    );

    const titles = (await list(team.viewer)).data!.getResponseTemplates.items.map((i) => i.title);
    expect(titles).toEqual(['Oldest', 'Middle', 'Newest']);

    await gql(t.app, STAR, { id: ids.Oldest, s: false }, team.admin);
    const after = (await list(team.viewer)).data!.getResponseTemplates.items.map((i) => i.title);
    expect(after).toEqual(['Middle', 'Newest', 'Oldest']);
  });

  it('searches titles and text, ignoring case, and takes % and _ literally', async () => {
    const team = await makeTeam();
    await create(team.admin, { title: 'AGM venue', content: 'The meeting is held in Perth.' });
    await create(team.admin, { title: 'Capital raise', content: 'A 100% underwritten placement.' });
    await create(team.admin, { title: 'Buy_back', content: 'An on-market buy-back.' });
    const search = async (s: string) =>
      (await list(team.viewer, { s })).data!.getResponseTemplates.items.map((i) => i.title);
    expect(await search('agm')).toEqual(['AGM venue']);
    expect(await search('  PERTH ')).toEqual(['AGM venue']);
    expect(await search('100%')).toEqual(['Capital raise']);
    expect(await search('0%u')).toEqual([]);
    expect(await search('y_b')).toEqual(['Buy_back']);
    expect(await search('n_m')).toEqual([]);
    expect(await search('')).toHaveLength(3);
  });

  it('stars and unstars a template without counting it as an edit', async () => {
    const made = await create(ours.admin, { title: 'Star me', content: 'Text' });
    const { _id: id, updatedAt } = made.data!.createResponseTemplate;
    const starred = await gql<{ starResponseTemplate: Template }>(
      t.app,
      STAR,
      { id, s: true },
      ours.admin,
    );
    expect(starred.data!.starResponseTemplate).toMatchObject({ starred: true, updatedAt });
    const unstarred = await gql<{ starResponseTemplate: Template }>(
      t.app,
      STAR,
      { id, s: false },
      ours.admin,
    );
    expect(unstarred.data!.starResponseTemplate.starred).toBe(false);
  });

  it('deletes a template permanently with the spec’s message', async () => {
    const made = await create(ours.admin, { title: 'Temporary', content: 'Text' });
    const id = made.data!.createResponseTemplate._id;
    const deleted = await gql(
      t.app,
      DELETE,
      { i: { responseTemplateId: id, companyId: ours.companyId } },
      ours.admin,
    );
    expect(deleted.data).toEqual({
      hardDeleteResponseTemplate: { message: 'Response template permanently successfully deleted' },
    });
    expect((await stored(ours.companyId)).map((row) => row.id)).not.toContain(id);
    const again = await gql(t.app, DELETE, { i: { responseTemplateId: id } }, ours.admin);
    expect(again.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
  });

  it('reads another company’s template, or an id that is no id, as not found and leaves it be', async () => {
    const made = await create(theirs.admin, { title: 'Theirs', content: 'Their text' });
    const theirId = made.data!.createResponseTemplate._id;
    const before = await stored(theirs.companyId);
    for (const id of [theirId, 'not-a-uuid']) {
      const attempts = [
        await gql(t.app, UPDATE, { id, i: dividends }, ours.admin),
        await gql(t.app, STAR, { id, s: true }, ours.admin),
        await gql(t.app, DELETE, { i: { responseTemplateId: id } }, ours.admin),
      ];
      for (const attempt of attempts)
        expect(attempt.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    expect(await stored(theirs.companyId)).toEqual(before);
  });

  it('refuses a companyId naming another company, writing nothing', async () => {
    const before = await stored(theirs.companyId);
    const [ourTemplate] = await stored(ours.companyId);
    const foreign = theirs.companyId;
    const attempts = [
      await list(ours.admin, { c: foreign }),
      await create(ours.admin, { ...dividends, companyId: foreign }),
      await gql(
        t.app,
        UPDATE,
        { id: ourTemplate!.id, i: { ...dividends, companyId: foreign } },
        ours.admin,
      ),
      await gql(
        t.app,
        DELETE,
        { i: { responseTemplateId: ourTemplate!.id, companyId: foreign } },
        ours.admin,
      ),
    ];
    for (const attempt of attempts)
      expect(attempt.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
    expect(await stored(theirs.companyId)).toEqual(before);
    expect((await stored(ours.companyId))[0]).toEqual(ourTemplate);
  });

  it('lets a viewer read templates but not change them', async () => {
    const before = await stored(ours.companyId);
    const [template] = before;
    expect((await list(ours.viewer)).data!.getResponseTemplates.items.length).toBe(before.length);
    const attempts = [
      await create(ours.viewer, dividends),
      await gql(t.app, UPDATE, { id: template!.id, i: dividends }, ours.viewer),
      await gql(t.app, STAR, { id: template!.id, s: true }, ours.viewer),
      await gql(t.app, DELETE, { i: { responseTemplateId: template!.id } }, ours.viewer),
    ];
    for (const attempt of attempts)
      expect(attempt.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
    expect(await stored(ours.companyId)).toEqual(before);
  });

  it('shows nothing to a custom role without the question registry permission', async () => {
    const response = await list(ours.customNone);
    expect(response.error?.code).toBe('FORBIDDEN');
    expect(response.data).toBeNull();
  });
});

describe('response templates on the free plan', () => {
  it(`holds ${FREE_PLAN.customTemplates} templates and refuses a fourth with the upgrade message`, async () => {
    const team = await makeTeam('freemium');
    for (let n = 1; n <= FREE_PLAN.customTemplates; n += 1)
      expect(
        (await create(team.admin, { title: `Template ${n}`, content: 'Text' })).error,
      ).toBeUndefined();
    const before = await stored(team.companyId);

    const fourth = await create(team.admin, { title: 'One too many', content: 'Text' });
    expect(fourth.error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: text.freeLimit(FREE_PLAN.customTemplates),
    });
    expect(await stored(team.companyId)).toEqual(before);

    // What it holds stays its own to edit, star and delete.
    const [first] = before;
    expect((await gql(t.app, STAR, { id: first!.id, s: true }, team.admin)).error).toBeUndefined();
    expect(
      (
        await gql(
          t.app,
          UPDATE,
          { id: first!.id, i: { title: 'Edited', content: 'Text' } },
          team.admin,
        )
      ).error,
    ).toBeUndefined();
    expect(
      (await gql(t.app, DELETE, { i: { responseTemplateId: first!.id } }, team.admin)).error,
    ).toBeUndefined();
    expect(
      (await create(team.admin, { title: 'Room again', content: 'Text' })).error,
    ).toBeUndefined();
  });

  it('lets only three of several creates sent at once through', async () => {
    const team = await makeTeam('freemium');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        create(team.admin, { title: `At once ${n}`, content: 'Text' }),
      ),
    );
    expect(answers.filter((a) => !a.error)).toHaveLength(FREE_PLAN.customTemplates);
    expect(answers.filter((a) => a.error?.code === 'PAYMENT_REQUIRED')).toHaveLength(3);
    expect(await stored(team.companyId)).toHaveLength(FREE_PLAN.customTemplates);
  });

  it('tells the list what the plan holds: 3 on Freemium, no limit on Premium', async () => {
    const free = await makeTeam('freemium');
    expect((await list(free.viewer)).data!.getResponseTemplates.limit).toBe(
      FREE_PLAN.customTemplates,
    );
    expect((await list(ours.viewer)).data!.getResponseTemplates.limit).toBeNull();
  });
});
