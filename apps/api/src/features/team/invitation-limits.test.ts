import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { ADD, invitationsTo, invitee } from './testing/team-test-kit';

const t = useTestApp();

const INITIAL = `mutation($i: InitialAddTeamMemberInput!) {
  initialAddTeamMember(initialAddTeamMemberInput: $i) { message } }`;

/** A Premium company (no seat limit) and a signed-in admin of it. */
async function premiumCompany() {
  const creator = await makeUser(t.database.db);
  const company = await makeCompany(t.database.db, creator.id, { plan: 'premium' });
  const { accessToken } = await signIn(t, creator.email, creator.password);
  return { companyId: company.id, token: accessToken };
}

async function anotherAdmin(companyId: string) {
  const user = await makeUser(t.database.db);
  await addMember(t.database.db, companyId, user.id, 'admin');
  return (await signIn(t, user.email, user.password)).accessToken;
}

/** Sends `count` invitations one by one; answers the error codes, undefined for each sent. */
async function inviteMany(token: string, count: number) {
  const codes: (string | undefined)[] = [];
  for (let i = 0; i < count; i++)
    codes.push((await gql(t.app, ADD, { i: invitee() }, token)).error?.code);
  return codes;
}

describe('how many invitations may be sent', () => {
  it('lets one person send 20 an hour and refuses the 21st, while a colleague may still invite', async () => {
    const { companyId, token } = await premiumCompany();
    expect(await inviteMany(token, 20)).toEqual(Array(20).fill(undefined));
    const person = invitee();
    const over = await gql(t.app, ADD, { i: person }, token);
    expect(over.error?.code).toBe('TOO_MANY_REQUESTS');
    expect(await invitationsTo(t.database.db, person.email)).toHaveLength(0);
    expect(await inviteMany(await anotherAdmin(companyId), 1)).toEqual([undefined]);
  });

  it('counts each person of a batch: 4 batches of 5 are one person’s 20', async () => {
    const { token } = await premiumCompany();
    for (let i = 0; i < 4; i++) {
      const batch = { members: Array.from({ length: 5 }, () => invitee()) };
      expect((await gql(t.app, INITIAL, { i: batch }, token)).error).toBeUndefined();
    }
    expect(await inviteMany(token, 1)).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('lets a company send 50 a day from however many admins and refuses the 51st; another company is not held up', async () => {
    const { companyId, token } = await premiumCompany();
    const second = await anotherAdmin(companyId);
    const third = await anotherAdmin(companyId);
    expect(await inviteMany(token, 20)).toEqual(Array(20).fill(undefined));
    expect(await inviteMany(second, 20)).toEqual(Array(20).fill(undefined));
    expect(await inviteMany(third, 10)).toEqual(Array(10).fill(undefined));
    expect(await inviteMany(third, 1)).toEqual(['TOO_MANY_REQUESTS']);
    expect(await inviteMany((await premiumCompany()).token, 1)).toEqual([undefined]);
  });
});
