import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_WEBSITE_LINK_ID, messages } from '@quorum/shared';
import { companies, companyLinks } from '../../db/schema';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const text = messages.companyLinks;

const FIELDS = '{ _id title type url priorityOrder locked }';
const LIST = `{ getCompanyLinks ${FIELDS} }`;
const ADD = `mutation($i: AddCompanyLinksInput!) { addCompanyLinks(addCompanyLinksInput: $i) ${FIELDS} }`;
const UPDATE = `mutation($i: UpdateCompanyLinkInput!) { updateCompanyLink(updateCompanyLinkInput: $i) ${FIELDS} }`;
const DELETE = `mutation($id: ID!) { deleteCompanyLink(linkId: $id) ${FIELDS} }`;
const REORDER = `mutation($i: DragAndDropUpdateCompanyLinkInput!) { dragAndDropUpdateCompanyLink(dragAndDropUpdateCompanyLinkInput: $i) ${FIELDS} }`;

interface Link {
  _id: string;
  title: string;
  type: string;
  url: string;
  priorityOrder: number;
  locked: boolean;
}

/** A company (website https://example.com) and its admin, signed in. */
async function companyAdmin() {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const { accessToken } = await signIn(t, admin.email, admin.password);
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(t.app, query, variables, accessToken);
  const list = async () => (await call<{ getCompanyLinks: Link[] }>(LIST)).data!.getCompanyLinks;
  const add = (title: string, url: string, type?: string) =>
    call<{ addCompanyLinks: Link[] }>(ADD, { i: { title, url, type } });
  const storedRows = () =>
    db.select().from(companyLinks).where(eq(companyLinks.companyId, company.id));
  return { company, call, list, add, storedRows };
}

describe('company links', () => {
  it('start with the locked link to the company website, then the added links in order', async () => {
    const { add, list } = await companyAdmin();
    await add('Investor centre', 'example.com/investors');
    await add('Facebook', 'https://www.facebook.com/demo');
    expect(await list()).toEqual([
      {
        _id: COMPANY_WEBSITE_LINK_ID,
        title: 'Company website',
        type: 'other',
        url: 'https://example.com',
        priorityOrder: 0,
        locked: true,
      },
      expect.objectContaining({ title: 'Investor centre', priorityOrder: 1, locked: false }),
      expect.objectContaining({ title: 'Facebook', priorityOrder: 2, locked: false }),
    ]);
  });

  it('keep the website link in step with the website in company details', async () => {
    const { company, list } = await companyAdmin();
    const db = t.database.db;
    await db
      .update(companies)
      .set({ websiteUrl: 'www.demo.example.org' })
      .where(eq(companies.id, company.id));
    expect((await list())[0]?.url).toBe('https://www.demo.example.org');
    await db.update(companies).set({ websiteUrl: null }).where(eq(companies.id, company.id));
    expect(await list()).toEqual([]);
  });

  it('take their type from the link’s host and are stored with https://', async () => {
    const { add } = await companyAdmin();
    const answer = await add('Videos', 'youtube.com/@demo', 'facebook');
    expect(answer.data!.addCompanyLinks.at(-1)).toMatchObject({
      type: 'youtube',
      url: 'https://youtube.com/@demo',
    });
  });

  it('may be added up to five besides the website, and a seventh link is refused with nothing written', async () => {
    const { add, storedRows } = await companyAdmin();
    for (let n = 1; n <= 5; n++)
      expect((await add(`Link ${n}`, `example.com/${n}`)).error).toBe(undefined);
    const seventh = await add('One too many', 'example.com/6');
    expect(seventh.error).toEqual({ code: 'BAD_USER_INPUT', message: text.maxAdditional(5) });
    expect(await storedRows()).toHaveLength(5);
  });

  it('never become seven when two are added at the same moment', async () => {
    const { add, storedRows } = await companyAdmin();
    for (let n = 1; n <= 4; n++) await add(`Link ${n}`, `example.com/${n}`);
    const answers = await Promise.all([add('A', 'example.com/a'), add('B', 'example.com/b')]);
    expect(answers.filter((a) => a.error).map((a) => a.error?.message)).toEqual([
      text.maxAdditional(5),
    ]);
    expect(await storedRows()).toHaveLength(5);
  });

  it.each([
    ['an invalid link', { title: 'News', url: 'not a link' }, text.urlInvalid, 'url'],
    ['a missing link', { title: 'News', url: ' ' }, text.urlRequired, 'url'],
    ['a missing title', { title: '', url: 'example.com' }, text.titleRequired, 'title'],
    [
      'a 36-character title',
      { title: 'x'.repeat(36), url: 'example.com' },
      text.titleTooLong(35),
      'title',
    ],
  ])('refuse %s with its message and write nothing', async (_what, input, message, field) => {
    const { call, storedRows } = await companyAdmin();
    const answer = await call(ADD, { i: input });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(answer.errors?.[0]?.extensions?.response?.fields).toEqual({ [field]: message });
    expect(await storedRows()).toEqual([]);
  });

  it('are edited in place: title, link and type change, the order does not', async () => {
    const { add, call } = await companyAdmin();
    await add('First', 'example.com/1');
    const second = (await add('Second', 'example.com/2')).data!.addCompanyLinks[2]!;
    const answer = await call<{ updateCompanyLink: Link[] }>(UPDATE, {
      i: { linkId: second._id, title: 'LinkedIn', url: 'https://www.linkedin.com/company/demo' },
    });
    expect(answer.data!.updateCompanyLink.map((l) => [l.title, l.type])).toEqual([
      ['Company website', 'other'],
      ['First', 'other'],
      ['LinkedIn', 'linkedin'],
    ]);
  });

  it('refuse an edit with a bad link and keep the link as it was', async () => {
    const { add, call, storedRows } = await companyAdmin();
    const link = (await add('News', 'example.com/news')).data!.addCompanyLinks[1]!;
    const answer = await call(UPDATE, { i: { linkId: link._id, title: 'News', url: 'nope' } });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.urlInvalid });
    expect((await storedRows())[0]).toMatchObject({
      title: 'News',
      url: 'https://example.com/news',
    });
  });

  it('are deleted, and the next link added goes last', async () => {
    const { add, call, list } = await companyAdmin();
    await add('First', 'example.com/1');
    const second = (await add('Second', 'example.com/2')).data!.addCompanyLinks[2]!;
    await add('Third', 'example.com/3');
    const answer = await call<{ deleteCompanyLink: Link[] }>(DELETE, { id: second._id });
    expect(answer.data!.deleteCompanyLink.map((l) => l.title)).toEqual([
      'Company website',
      'First',
      'Third',
    ]);
    await add('Fourth', 'example.com/4');
    expect((await list()).map((l) => [l.title, l.priorityOrder])).toEqual([
      ['Company website', 0],
      ['First', 1],
      ['Third', 2],
      ['Fourth', 3],
    ]);
  });

  it('are put in a new order by drag and drop', async () => {
    const { add, call } = await companyAdmin();
    await add('A', 'example.com/a');
    await add('B', 'example.com/b');
    const [, a, b, c] = (await add('C', 'example.com/c')).data!.addCompanyLinks;
    const answer = await call<{ dragAndDropUpdateCompanyLink: Link[] }>(REORDER, {
      i: {
        links: [
          { linkId: c!._id, priorityOrder: 1 },
          { linkId: a!._id, priorityOrder: 2 },
          { linkId: b!._id, priorityOrder: 3 },
        ],
      },
    });
    expect(
      answer.data!.dragAndDropUpdateCompanyLink.map((l) => [l.title, l.priorityOrder]),
    ).toEqual([
      ['Company website', 0],
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
  });

  it('refuse an order that leaves a link out, and keep the order as it was', async () => {
    const { add, call, list } = await companyAdmin();
    await add('A', 'example.com/a');
    const [, a, b] = (await add('B', 'example.com/b')).data!.addCompanyLinks;
    const answer = await call(REORDER, { i: { links: [{ linkId: b!._id, priorityOrder: 1 }] } });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.reorderMismatch });
    expect((await list()).map((l) => l._id)).toEqual([COMPANY_WEBSITE_LINK_ID, a!._id, b!._id]);
  });

  it('refuse editing, deleting or moving the locked website link', async () => {
    const { add, call, list } = await companyAdmin();
    const link = (await add('A', 'example.com/a')).data!.addCompanyLinks[1]!;
    const before = await list();
    const answers = [
      await call(UPDATE, { i: { linkId: COMPANY_WEBSITE_LINK_ID, title: 'X', url: 'x.com' } }),
      await call(DELETE, { id: COMPANY_WEBSITE_LINK_ID }),
      await call(REORDER, {
        i: {
          links: [
            { linkId: link._id, priorityOrder: 0 },
            { linkId: COMPANY_WEBSITE_LINK_ID, priorityOrder: 1 },
          ],
        },
      }),
    ];
    for (const answer of answers)
      expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.lockedLink });
    expect(await list()).toEqual(before);
  });

  it('read a link id that is not one of the company’s as not found', async () => {
    const { call } = await companyAdmin();
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await call(DELETE, { id })).error).toEqual({
        code: 'NOT_FOUND',
        message: text.notFound,
      });
    }
  });
});
