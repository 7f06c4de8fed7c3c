import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN, messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { DELETE, STAR, UPDATE, dividends, templatesKit } from './testing/templates-test-kit';
import type { Team, Template } from './testing/templates-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.templates;

const { makeTeam, stored, create, list } = templatesKit(t);

let ours: Team;
let theirs: Team;

beforeAll(async () => {
  ours = await makeTeam();
  theirs = await makeTeam();
});

describe('response templates, listed and changed', () => {
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
