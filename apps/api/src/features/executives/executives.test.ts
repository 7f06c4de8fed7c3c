import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { EXECUTIVE_TEAM_MAX, messages } from '@quorum/shared';
import { executiveMembers } from '../../db/schema';
import { makeStaffTeam } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const FIELDS = '_id name role linkedIn digitalPicture digitalPictureUrl';
const LIST = `{ getExecutiveMembers { ${FIELDS} } }`;
const ADD = `mutation($i: ExecutiveMemberInput!) { addExecutiveMember(executiveMemberInput: $i) { ${FIELDS} } }`;
const EDIT = `mutation($id: ID!, $i: ExecutiveMemberInput!) {
  editExecutiveMember(executiveMemberId: $id, executiveMemberInput: $i) { ${FIELDS} }
}`;
const DELETE = 'mutation($id: ID!) { deleteExecutiveMember(executiveMemberId: $id) { message } }';

interface Executive {
  _id: string;
  name: string;
  role: string;
  linkedIn: string | null;
  digitalPicture: string | null;
  digitalPictureUrl: string | null;
}

const jane = { name: 'Jane Citizen', role: 'Chief Executive Officer' };

const makeTeam = () => makeStaffTeam(t);

/** The company's executives as stored, in display order. */
function storedExecutives(companyId: string) {
  return t.database.db
    .select()
    .from(executiveMembers)
    .where(eq(executiveMembers.companyId, companyId))
    .orderBy(asc(executiveMembers.displayOrder));
}

async function add(token: string, input: Record<string, unknown>) {
  return gql<{ addExecutiveMember: Executive }>(t.app, ADD, { i: input }, token);
}

async function uploadPicture(token: string, purpose = 'executive-picture') {
  const upload = await uploadFile(t.app, purpose, { bytes: TINY_PNG, filename: 'jane.png' }, token);
  expect(upload.status).toBe(201);
  return upload.body.key!;
}

let ours: Awaited<ReturnType<typeof makeTeam>>;
let theirs: Awaited<ReturnType<typeof makeTeam>>;

beforeAll(async () => {
  ours = await makeTeam();
  theirs = await makeTeam();
});

describe('the executive team', () => {
  it('adds executives with a picture and a LinkedIn link, and lists them in the order added', async () => {
    const picture = await uploadPicture(ours.admin);
    const first = await add(ours.admin, {
      ...jane,
      linkedIn: 'linkedin.com/in/jane-citizen/',
      digitalPicture: picture,
    });
    expect(first.error).toBeUndefined();
    expect(first.data!.addExecutiveMember).toMatchObject({
      ...jane,
      linkedIn: 'https://www.linkedin.com/in/jane-citizen',
      digitalPicture: picture,
    });
    await add(ours.admin, { name: 'Sam Lee', role: 'Chief Financial Officer' });

    const list = await gql<{ getExecutiveMembers: Executive[] }>(t.app, LIST, {}, ours.viewer);
    const team = list.data!.getExecutiveMembers;
    expect(team.map((e) => e.name)).toEqual(['Jane Citizen', 'Sam Lee']);
    expect(team[1]).toMatchObject({
      linkedIn: null,
      digitalPicture: null,
      digitalPictureUrl: null,
    });

    const served = await t.app.inject({ method: 'GET', url: team[0]!.digitalPictureUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it.each([
    [{ ...jane, name: '  ' }, messages.executives.nameRequired],
    [{ ...jane, name: 'x'.repeat(101) }, messages.executives.nameTooLong(100)],
    [{ ...jane, role: '' }, messages.executives.roleRequired],
    [{ ...jane, role: 'x'.repeat(101) }, messages.executives.roleTooLong(100)],
    [{ ...jane, linkedIn: 'https://example.com/jane' }, messages.executives.linkedInInvalid],
    [{ ...jane, digitalPicture: `${randomUUID()}.png` }, messages.uploads.unknownFile],
  ])('refuses %j with its message and writes nothing', async (input, message) => {
    const before = await storedExecutives(ours.companyId);
    const response = await add(ours.admin, input);
    expect(response.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await storedExecutives(ours.companyId)).toEqual(before);
  });

  it('refuses a picture uploaded by another company, and a company logo, writing nothing', async () => {
    const before = await storedExecutives(ours.companyId);
    for (const picture of [
      await uploadPicture(theirs.admin),
      await uploadPicture(ours.admin, 'company-logo'),
    ]) {
      const added = await add(ours.admin, { ...jane, digitalPicture: picture });
      expect(added.error).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.uploads.unknownFile,
      });
      const [executive] = before;
      const edited = await gql(
        t.app,
        EDIT,
        { id: executive!.id, i: { ...jane, digitalPicture: picture } },
        ours.admin,
      );
      expect(edited.error?.message).toBe(messages.uploads.unknownFile);
    }
    expect(await storedExecutives(ours.companyId)).toEqual(before);
  });

  it('edits an executive, replacing every field: an empty link or picture means none', async () => {
    const made = await add(ours.admin, {
      name: 'Alex Wong',
      role: 'Chair',
      linkedIn: 'https://www.linkedin.com/in/alex-wong',
      digitalPicture: await uploadPicture(ours.admin),
    });
    const id = made.data!.addExecutiveMember._id;
    const edited = await gql<{ editExecutiveMember: Executive }>(
      t.app,
      EDIT,
      { id, i: { name: 'Alex Wong AM', role: 'Non-executive Chair', linkedIn: '' } },
      ours.admin,
    );
    expect(edited.data!.editExecutiveMember).toMatchObject({
      _id: id,
      name: 'Alex Wong AM',
      role: 'Non-executive Chair',
      linkedIn: null,
      digitalPicture: null,
    });
  });

  it('refuses an edit with bad input and leaves the executive as it was', async () => {
    const [executive] = await storedExecutives(ours.companyId);
    const response = await gql(
      t.app,
      EDIT,
      { id: executive!.id, i: { ...jane, role: ' ' } },
      ours.admin,
    );
    expect(response.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.executives.roleRequired,
    });
    expect((await storedExecutives(ours.companyId))[0]).toEqual(executive);
  });

  it('deletes an executive', async () => {
    const made = await add(ours.admin, { name: 'Temp Person', role: 'Interim COO' });
    const id = made.data!.addExecutiveMember._id;
    const deleted = await gql(t.app, DELETE, { id }, ours.admin);
    expect(deleted.data).toEqual({
      deleteExecutiveMember: { message: messages.executives.deleted },
    });
    expect((await storedExecutives(ours.companyId)).map((e) => e.id)).not.toContain(id);
    const again = await gql(t.app, DELETE, { id }, ours.admin);
    expect(again.error).toEqual({ code: 'NOT_FOUND', message: messages.executives.notFound });
  });

  it('reads another company’s executive, or an id that is no id, as not found and leaves it be', async () => {
    const made = await add(theirs.admin, { name: 'Their CEO', role: 'CEO' });
    const theirId = made.data!.addExecutiveMember._id;
    const before = await storedExecutives(theirs.companyId);
    for (const id of [theirId, 'not-a-uuid']) {
      const edited = await gql(t.app, EDIT, { id, i: jane }, ours.admin);
      expect(edited.error).toEqual({ code: 'NOT_FOUND', message: messages.executives.notFound });
      const deleted = await gql(t.app, DELETE, { id }, ours.admin);
      expect(deleted.error).toEqual({ code: 'NOT_FOUND', message: messages.executives.notFound });
    }
    expect(await storedExecutives(theirs.companyId)).toEqual(before);
  });

  it('lets a viewer read the team but not change it', async () => {
    const before = await storedExecutives(ours.companyId);
    const [executive] = before;
    const attempts = [
      await add(ours.viewer, jane),
      await gql(t.app, EDIT, { id: executive!.id, i: jane }, ours.viewer),
      await gql(t.app, DELETE, { id: executive!.id }, ours.viewer),
    ];
    for (const attempt of attempts)
      expect(attempt.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
    expect(await storedExecutives(ours.companyId)).toEqual(before);
  });

  it('shows nothing to a custom role without the company details permission', async () => {
    const list = await gql(t.app, LIST, {}, ours.customNone);
    expect(list.error?.code).toBe('FORBIDDEN');
    expect(list.data).toBeNull();
  });

  it(`stops at ${EXECUTIVE_TEAM_MAX} executives`, async () => {
    const team = await makeTeam();
    await t.database.db.insert(executiveMembers).values(
      Array.from({ length: EXECUTIVE_TEAM_MAX }, (_, i) => ({
        companyId: team.companyId,
        name: `Executive ${i + 1}`,
        role: 'Director',
        displayOrder: i + 1,
      })),
    );
    const response = await add(team.admin, jane);
    expect(response.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.executives.limitReached(EXECUTIVE_TEAM_MAX),
    });
    expect(await storedExecutives(team.companyId)).toHaveLength(EXECUTIVE_TEAM_MAX);
  });
});
