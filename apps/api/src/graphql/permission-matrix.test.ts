import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL_CUSTOM_GRANTS, addMember, makeCompany, makeUser, signIn } from '../test/factories';
import { gql } from '../test/graphql';
import { useTestApp } from '../test/test-app';
import { schema } from './schema';

/**
 * Every operation the schema serves, called as every kind of caller. The table says what each
 * caller must get: 'ok' (past the permission checks, whatever the input's fate) or the refusal's
 * code. An operation missing from the table fails the first test, so no call can skip its check.
 */
const CALLERS = [
  'anonymous',
  'foreign',
  'viewer',
  'member',
  'admin',
  'customNone',
  'customFull',
] as const;
type Caller = (typeof CALLERS)[number];
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN';

interface World {
  ownCompanyId: string;
  foreignCompanyId: string;
}

interface Operation {
  document: string;
  variables?: (world: World) => Record<string, unknown>;
  /** The call ends or rebinds the caller's session, so it gets a session of its own. */
  usesOwnSession?: boolean;
  expected: Record<Caller, Outcome>;
}

const everyone = (outcome: Outcome): Record<Caller, Outcome> =>
  Object.fromEntries(CALLERS.map((c) => [c, outcome])) as Record<Caller, Outcome>;
const signedIn: Record<Caller, Outcome> = { ...everyone('ok'), anonymous: 'UNAUTHENTICATED' };
const junkEmail = () => ({ email: 'not-an-email' });

const OPERATIONS: Record<string, Operation> = {
  'Query.loggedInUserDetail': { document: '{ loggedInUserDetail { _id } }', expected: signedIn },
  'Query.userCompanyList': { document: '{ userCompanyList { _id } }', expected: signedIn },
  // Everyone signed in to a company reads its details: the shell needs the plan and validation.
  'Query.getCompanyDetail': { document: '{ getCompanyDetail { _id } }', expected: signedIn },
  'Mutation.verifyNonUser': {
    document: 'mutation($email: String!) { verifyNonUser(email: $email) { isUser } }',
    variables: junkEmail,
    expected: everyone('ok'),
  },
  'Mutation.registerUser': {
    document:
      'mutation($i: RegisterUserInput!) { registerUser(registerUserInput: $i) { message } }',
    variables: () => ({
      i: { firstName: '', lastName: '', email: 'x', password: 'x', acceptedTAndC: false },
    }),
    expected: everyone('ok'),
  },
  'Mutation.userLogin': {
    document:
      'mutation($i: LoginUserInput!) { userLogin(loginUserInput: $i) { otpData { message } } }',
    variables: () => ({ i: { email: 'x', password: 'x', fingerprint: 'f' } }),
    expected: everyone('ok'),
  },
  'Mutation.verifyEmailOtp': {
    document:
      'mutation($i: VerifyEmailOtpInput!) { verifyEmailOtp(verifyEmailOtpInput: $i) { otpData { message } } }',
    variables: () => ({ i: { email: 'x', otpCode: 1, fingerprint: 'f' } }),
    expected: everyone('ok'),
  },
  'Mutation.sendEmailOtp': {
    document: 'mutation($email: String!) { sendEmailOtp(email: $email) { message } }',
    variables: junkEmail,
    expected: everyone('ok'),
  },
  // The refresh token decides, not the caller: an unknown one is refused for everybody.
  'Mutation.generateNewAccessToken': {
    document: 'mutation { generateNewAccessToken(refreshtoken: "unknown") { accessToken } }',
    expected: everyone('UNAUTHENTICATED'),
  },
  'Mutation.selectCompanyForLogin': {
    document:
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
    variables: (w) => ({ id: w.ownCompanyId }),
    usesOwnSession: true,
    expected: { ...signedIn, foreign: 'FORBIDDEN' },
  },
  'Mutation.userLogout': {
    document: 'mutation { userLogout { message } }',
    usesOwnSession: true,
    expected: signedIn,
  },
  'Mutation.userForgotPassword': {
    document: 'mutation($email: String!) { userForgotPassword(email: $email) { message } }',
    variables: junkEmail,
    expected: everyone('ok'),
  },
  'Mutation.userResetPassword': {
    document:
      'mutation { userResetPassword(userResetPasswordInput: { token: "unknown", password: "x" }) { message } }',
    expected: everyone('ok'),
  },
  'Mutation.registerCompany': {
    document:
      'mutation($i: RegisterCompanyInput!) { registerCompany(registerCompanyInput: $i) { userData { companyId } } }',
    // Invalid on purpose: past the checks it is refused for its input, and nothing is created.
    variables: () => ({
      i: { legalBusinessName: '', abn: 'x', asxCode: 'x', websiteUrl: 'x', email: 'x' },
    }),
    usesOwnSession: true,
    expected: signedIn,
  },
};

/** Every root field of the schema, as `Type.field`. */
function servedOperations(): string[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) => (type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : []),
  );
}

const t = useTestApp({ rateLimitMultiplier: 100 });
const credentials = new Map<Exclude<Caller, 'anonymous'>, { email: string; password: string }>();
const sessions = new Map<Caller, string | undefined>();
let world: World;

beforeAll(async () => {
  const db = t.database.db;
  const admin = await makeUser(db);
  const own = await makeCompany(db, admin.id);
  const foreignAdmin = await makeUser(db);
  const foreign = await makeCompany(db, foreignAdmin.id);
  world = { ownCompanyId: own.id, foreignCompanyId: foreign.id };
  credentials.set('admin', admin);
  credentials.set('foreign', foreignAdmin);
  for (const [caller, role, grants] of [
    ['viewer', 'viewer', []],
    ['member', 'member', []],
    ['customNone', 'custom', []],
    ['customFull', 'custom', FULL_CUSTOM_GRANTS],
  ] as const) {
    const user = await makeUser(db);
    await addMember(db, own.id, user.id, role, [...grants]);
    credentials.set(caller, user);
  }
  sessions.set('anonymous', undefined);
  for (const [caller, user] of credentials) {
    sessions.set(
      caller,
      (await signIn(t, user.email, user.password, `matrix-${caller}`)).accessToken,
    );
  }
});

async function tokenFor(caller: Caller, operation: Operation) {
  if (caller === 'anonymous') return undefined;
  if (!operation.usesOwnSession) return sessions.get(caller);
  const user = credentials.get(caller)!;
  return (await signIn(t, user.email, user.password, `matrix-${caller}`)).accessToken;
}

function outcomeOf(error: { code: string | undefined } | undefined): Outcome {
  if (error?.code === 'UNAUTHENTICATED' || error?.code === 'FORBIDDEN') return error.code;
  return 'ok';
}

describe('the permission matrix', () => {
  it('lists every operation the schema serves, so none can skip its check', () => {
    expect(servedOperations().sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  const cases = Object.entries(OPERATIONS).flatMap(([name, operation]) =>
    CALLERS.map((caller) => [name, caller, operation.expected[caller], operation] as const),
  );

  it.each(cases)('%s as %s: %s', async (_name, caller, expected, operation) => {
    const response = await gql(
      t.app,
      operation.document,
      operation.variables?.(world) ?? {},
      await tokenFor(caller, operation),
    );
    expect(outcomeOf(response.error)).toBe(expected);
  });

  it('refuses binding a session to another company even for its own admin elsewhere', async () => {
    const token = await tokenFor('admin', OPERATIONS['Mutation.selectCompanyForLogin']!);
    const response = await gql(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      { id: world.foreignCompanyId },
      token,
    );
    expect(response.error?.code).toBe('FORBIDDEN');
  });

  it('treats a company id that does not exist like a foreign one', async () => {
    const response = await gql(
      t.app,
      'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      { id: randomUUID() },
      sessions.get('member'),
    );
    expect(response.error?.code).toBe('FORBIDDEN');
  });
});
