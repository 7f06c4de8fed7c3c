import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const SEARCH = 'query($q: String!) { searchAustralianPlaces(query: $q) { suburb } }';

async function signedInMember() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  return (await signIn(t, user.email, user.password)).accessToken;
}

describe('the address search', () => {
  it('answers one person 300 searches an hour, then asks them to wait; others are not held up', async () => {
    const token = await signedInMember();
    const answers = [];
    for (let i = 0; i < 300; i++) answers.push(await gql(t.app, SEARCH, { q: 'Perth' }, token));
    expect(answers.every((answer) => answer.error === undefined)).toBe(true);
    const over = await gql(t.app, SEARCH, { q: 'Perth' }, token);
    expect(over.error?.code).toBe('TOO_MANY_REQUESTS');
    const someoneElse = await gql(t.app, SEARCH, { q: 'Perth' }, await signedInMember());
    expect(someoneElse.error).toBeUndefined();
  });
});
