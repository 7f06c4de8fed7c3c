import { and, eq } from 'drizzle-orm';
import { companyMembers } from '../db/schema';
import { FEATURE_MATRICES } from './matrices';
import { FULL_CUSTOM_GRANTS, addMember, makeCompany, makeUser, signIn } from './factories';
import type { Caller, Fixtures, World } from './matrix';
import type { TestApp } from './test-app';

export type Person = { email: string; password: string };

/** One company with a person in every seat, and the foreign company beside it. */
export interface Cast {
  world: World;
  people: Map<Exclude<Caller, 'anonymous'>, Person>;
  sessions: Map<Caller, string | undefined>;
}

async function seedFixtures(t: TestApp, companyId: string, creatorId: string): Promise<Fixtures> {
  const db = t.database.db;
  const fixtures: Fixtures = {};
  for (const matrix of FEATURE_MATRICES)
    Object.assign(fixtures, await matrix.seed?.(db, { id: companyId, creatorId }));
  return fixtures;
}

/** Both companies with every feature's fixtures, and a signed-in session for every caller. */
export async function makeCast(t: TestApp): Promise<Cast> {
  const db = t.database.db;
  const admin = await makeUser(db);
  const own = await makeCompany(db, admin.id);
  const foreignAdmin = await makeUser(db);
  const foreign = await makeCompany(db, foreignAdmin.id);
  const people = new Map<Exclude<Caller, 'anonymous'>, Person>([
    ['admin', admin],
    ['foreign', foreignAdmin],
  ]);
  for (const [caller, role, grants] of [
    ['viewer', 'viewer', []],
    ['member', 'member', []],
    ['customNone', 'custom', []],
    ['customFull', 'custom', FULL_CUSTOM_GRANTS],
  ] as const) {
    const user = await makeUser(db);
    await addMember(db, own.id, user.id, role, [...grants]);
    people.set(caller, user);
  }
  const locked = await makeUser(db);
  await addMember(db, own.id, locked.id, 'member');
  people.set('locked', locked);
  people.set('noCompany', await makeUser(db));
  const world: World = {
    ownCompanyId: own.id,
    foreignCompanyId: foreign.id,
    own: await seedFixtures(t, own.id, admin.id),
    foreign: await seedFixtures(t, foreign.id, foreignAdmin.id),
  };
  const sessions = new Map<Caller, string | undefined>([['anonymous', undefined]]);
  for (const [caller, person] of people)
    sessions.set(
      caller,
      (await signIn(t, person.email, person.password, `m-${caller}`)).accessToken,
    );
  // Locked after signing in: the session names the company, the membership refuses.
  await db
    .update(companyMembers)
    .set({ locked: true })
    .where(and(eq(companyMembers.companyId, own.id), eq(companyMembers.userId, locked.id)));
  return { world, people, sessions };
}
