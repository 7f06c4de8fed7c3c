import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/factories';
import { makeCast, type Cast } from '../testing/matrix-cast';
import { gql } from '../testing/graphql';
import { CALLERS } from '../testing/matrix';
import { companyFingerprint } from '../testing/company-fingerprint';
import type { Caller, Fixtures, Operation, Outcome, World } from '../testing/matrix';
import { useTestApp } from '../testing/test-app';
import { FEATURE_MATRICES } from '../testing/matrices';
import { schema } from './schema';

/**
 * Every operation the schema serves, called as every kind of caller, on the caller's company and,
 * where it names a company's things, on a foreign one. Each feature's table (its
 * `permissions.matrix.ts`) says what each caller must get. An operation missing from the tables
 * fails the first test, so no call can skip its check.
 */
const OPERATIONS: Record<string, Operation> = Object.assign(
  {},
  ...FEATURE_MATRICES.map((m) => m.operations),
);

/** Every root field of the schema, as `Type.field`. */
function servedOperations(): string[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) => (type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []),
  );
}

const t = useTestApp({ rateLimitMultiplier: 1000 });
let shared: Cast;
beforeAll(async () => {
  shared = await makeCast(t);
});

/** Both companies' digests: what a cast is, as far as a call can change it. */
const fingerprints = async (cast: Cast) =>
  `${await companyFingerprint(t.database.db, cast.world.ownCompanyId)}/${await companyFingerprint(t.database.db, cast.world.foreignCompanyId)}`;

/**
 * A destructive call runs on a cast no call has changed. Refused, with both companies' digests as
 * they were made, the cast is still that, so the next destructive call gets it; one a call went
 * through on is dropped. Making a cast costs nine password hashes and eight sign-ins: one per
 * destructive case made this file 13 of CI's minutes.
 */
let spare: { cast: Cast; made: string } | undefined;

async function untouchedCast(): Promise<{ cast: Cast; made: string }> {
  const taken = spare;
  spare = undefined;
  if (taken) return taken;
  const cast = await makeCast(t);
  return { cast, made: await fingerprints(cast) };
}

async function handBack(untouched: { cast: Cast; made: string }, refused: boolean) {
  if (refused && (await fingerprints(untouched.cast)) === untouched.made) spare = untouched;
}

/** The operation's cast: the shared one, or an untouched one of its own when it is destructive. */
async function withCast(
  operation: Operation,
  run: (cast: Cast) => Promise<{ refused: boolean }>,
): Promise<void> {
  if (!operation.destructive) {
    await run(shared);
    return;
  }
  const untouched = await untouchedCast();
  const { refused } = await run(untouched.cast);
  await handBack(untouched, refused);
}

async function tokenFor(cast: Cast, caller: Caller, operation: Operation) {
  if (caller === 'anonymous' || !operation.usesOwnSession) return cast.sessions.get(caller);
  const person = cast.people.get(caller)!;
  return (await signIn(t, person.email, person.password, `m-${caller}`)).accessToken;
}

const REFUSALS = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PAYMENT_REQUIRED'];
/** Past the permission checks, the input's own fate: refused as bad, or in conflict. */
const INPUT_FATES = ['BAD_USER_INPUT', 'CONFLICT'];

/**
 * The case's outcome. An internal error, a document the schema refuses or any other surprise is
 * named as such, so it fails the case instead of passing for 'ok'.
 */
function outcomeOf(
  error: { code: string | undefined; message?: string } | undefined,
): Outcome | `unexpected ${string}` {
  if (!error) return 'ok';
  if (error.code && REFUSALS.includes(error.code)) return error.code as Outcome;
  if (error.code && INPUT_FATES.includes(error.code)) return 'ok';
  return `unexpected ${error.code ?? 'error'}: ${error.message ?? ''}`;
}

/** A call that changes what others see gets a company of its own, so the table's rows stay apart. */
async function call(
  cast: Cast,
  operation: Operation,
  caller: Caller,
  variables: (w: World) => object,
) {
  return gql(
    t.app,
    operation.document,
    variables(cast.world) as Record<string, unknown>,
    await tokenFor(cast, caller, operation),
  );
}

/**
 * The ids an operation's variables name: which of the caller's own fixtures (and whether the
 * company id) it reads, found before any fixture exists by handing it a world that notes reads.
 */
function idsNamed(operation: Operation): string[] {
  if (!operation.variables || operation.destructive) return [];
  const read = new Set<string>();
  const noting = (side: string) =>
    new Proxy({} as Fixtures, {
      get: (_target, key) => {
        if (side === 'own') read.add(String(key));
        return `${side}:${String(key)}`;
      },
    });
  const world = {
    get ownCompanyId() {
      read.add('company');
      return 'own:company';
    },
    foreignCompanyId: 'foreign:company',
    own: noting('own'),
    foreign: noting('foreign'),
  } as World;
  operation.variables(world);
  return [...read];
}

/** The world with one own id (a fixture's name, or 'company') pointing at the foreign one. */
function withForeign(world: World, id: string): World {
  if (id === 'company') return { ...world, ownCompanyId: world.foreignCompanyId };
  return { ...world, own: { ...world.own, [id]: world.foreign[id]! } };
}

describe('the permission matrix', () => {
  it('lists every operation the schema serves, so none can skip its check', () => {
    expect(servedOperations().sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  const cases = Object.entries(OPERATIONS).flatMap(([name, operation]) =>
    CALLERS.map((caller) => [name, caller, operation.expected[caller], operation] as const),
  );

  it.each(cases)('%s as %s: %s', async (_name, caller, expected, operation) => {
    await withCast(operation, async (cast) => {
      const before = await companyFingerprint(t.database.db, cast.world.ownCompanyId);
      const response = await call(cast, operation, caller, operation.variables ?? (() => ({})));
      expect(outcomeOf(response.error)).toBe(expected);
      // A refusal is whole: nothing of the company was written before the check said no.
      if (expected !== 'ok')
        expect(await companyFingerprint(t.database.db, cast.world.ownCompanyId)).toBe(before);
      return { refused: expected !== 'ok' };
    });
  });

  // The 'foreign' caller is the foreign company's own admin: its things are theirs to touch.
  const foreignCases = Object.entries(OPERATIONS)
    .filter(([, operation]) => operation.onForeign)
    .flatMap(([name, operation]) =>
      CALLERS.filter((caller) => caller !== 'foreign').map(
        (caller) => [name, caller, operation] as const,
      ),
    );

  it.each(foreignCases)(
    '%s as %s on the foreign company: refused',
    async (_name, caller, operation) => {
      await withCast(operation, async (cast) => {
        const before = await companyFingerprint(t.database.db, cast.world.foreignCompanyId);
        const response = await call(cast, operation, caller, operation.onForeign!);
        expect(REFUSALS).toContain(outcomeOf(response.error));
        expect(await companyFingerprint(t.database.db, cast.world.foreignCompanyId)).toBe(before);
        return { refused: true };
      });
    },
  );

  // Every id an operation takes, one at a time, swapped for the foreign company's thing of the
  // same kind (the company itself, a category, a user, an enquiry, a file key…) while the others
  // stay the caller's own: a mix of own and foreign ids is refused as a whole.
  const variantCases = Object.entries(OPERATIONS).flatMap(([name, operation]) =>
    idsNamed(operation).flatMap((id) =>
      CALLERS.filter((caller) => caller !== 'foreign').map(
        (caller) => [name, id, caller, operation] as const,
      ),
    ),
  );

  it('finds ids to swap in the operations that take them', () => {
    expect(variantCases.length).toBeGreaterThan(100);
  });

  it.each(variantCases)(
    '%s with the foreign %s, as %s: refused, and neither company changed',
    async (_name, id, caller, operation) => {
      const db = t.database.db;
      const { ownCompanyId, foreignCompanyId } = shared.world;
      const before = [
        await companyFingerprint(db, ownCompanyId),
        await companyFingerprint(db, foreignCompanyId),
      ];
      const response = await call(shared, operation, caller, (world) =>
        operation.variables!(withForeign(world, id)),
      );
      // A foreign thing named in an input may also read as an unknown one (BAD_USER_INPUT).
      expect([...REFUSALS, 'BAD_USER_INPUT']).toContain(response.error?.code);
      expect([
        await companyFingerprint(db, ownCompanyId),
        await companyFingerprint(db, foreignCompanyId),
      ]).toEqual(before);
    },
  );

  it('refuses binding a session to another company even for its own admin elsewhere', async () => {
    const token = await tokenFor(shared, 'admin', { usesOwnSession: true } as Operation);
    const response = await gql(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      { id: shared.world.foreignCompanyId },
      token,
    );
    expect(response.error?.code).toBe('FORBIDDEN');
  });

  it('treats a company id that does not exist like a foreign one', async () => {
    const response = await gql(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      { id: randomUUID() },
      shared.sessions.get('member'),
    );
    expect(response.error?.code).toBe('FORBIDDEN');
  });
});
