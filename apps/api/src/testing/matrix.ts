import type { Db } from '../db/client';

/**
 * The permission matrix's vocabulary. Each feature lists its operations in its own
 * `permissions.matrix.ts`; `graphql/permission-matrix.test.ts` calls every one as every caller.
 */
export const CALLERS = [
  'anonymous',
  'foreign',
  'viewer',
  'member',
  'admin',
  'customNone',
  'customFull',
  // A member whose membership was locked after they signed in (over the free plan's seats).
  'locked',
  // Signed in, in no company yet (between sign-up and registering one).
  'noCompany',
] as const;
export type Caller = (typeof CALLERS)[number];

/** 'ok' means past the permission checks, whatever the input's fate; otherwise the refusal's code. */
export type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'PAYMENT_REQUIRED';

/** Ids of things in one company, made by the features' seeds (a link, an executive, a member…). */
export type Fixtures = Record<string, string>;

export interface World {
  ownCompanyId: string;
  foreignCompanyId: string;
  /** Things in the callers' own company. */
  own: Fixtures;
  /** The same kinds of things in the foreign company: no caller of ours may touch them. */
  foreign: Fixtures;
}

export interface Operation {
  document: string;
  variables?: (world: World) => Record<string, unknown>;
  /** The call ends or rebinds the caller's session, so it gets a session of its own. */
  usesOwnSession?: boolean;
  /**
   * The call changes what later calls see (removes a member, deletes the company…), so it runs
   * against a fresh fixture made for it alone.
   */
  destructive?: boolean;
  expected: Record<Caller, Outcome>;
  /**
   * The same call aimed at the foreign company's things. Every caller must be refused with
   * one of the refusal codes or NOT_FOUND: a company's data never opens to another.
   */
  onForeign?: (world: World) => Record<string, unknown>;
}

export interface FeatureMatrix {
  operations: Record<string, Operation>;
  /** Makes this feature's fixtures in a company; called for the own and the foreign company. */
  seed?: (db: Db, company: { id: string; creatorId: string }) => Promise<Fixtures>;
}

export const everyone = (outcome: Outcome): Record<Caller, Outcome> =>
  Object.fromEntries(CALLERS.map((c) => [c, outcome])) as Record<Caller, Outcome>;

/** Any signed-in person, in a company or not. */
export const signedIn: Record<Caller, Outcome> = {
  ...everyone('ok'),
  anonymous: 'UNAUTHENTICATED',
};

/** Any member of a company, whatever their role: not a locked member, not someone in none. */
export const inAnyCompany: Record<Caller, Outcome> = {
  ...signedIn,
  locked: 'FORBIDDEN',
  noCompany: 'FORBIDDEN',
};

/** Reading a page: every role that can view it (custom with none cannot). */
export const pageViewers: Record<Caller, Outcome> = {
  ...inAnyCompany,
  customNone: 'FORBIDDEN',
};

/** Changing a page: admin, member and custom with full; viewer and custom with none cannot. */
export const pageEditors: Record<Caller, Outcome> = {
  ...pageViewers,
  viewer: 'FORBIDDEN',
};

/** My team changes and other administrative actions: admins and custom roles with full. */
export const administrators: Record<Caller, Outcome> = {
  ...pageEditors,
  member: 'FORBIDDEN',
};
