import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { messages } from '@quorum/shared';
import type { Db } from '../../db/client';
import {
  companies,
  companyMembers,
  passkeys,
  sessions,
  subscriptions,
  totpFactors,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { effectivePlan } from '../plan';
import { isUnavailable } from '../../lib/pg-errors';
import { TurnBatch } from '../../lib/turn-batch';
import { internalFailure, serviceUnavailable, unauthenticated } from '../errors';
import type { DomainError } from '../errors';
import type { AccessClaims, AccessTokens } from './access-tokens';
import type { RequestClient } from '../../lib/request-client';

export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;
export type MemberRow = typeof companyMembers.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What every request needs to know about its caller, and no more: the rest of the profile is
 * loaded only by the fields that show it. Full rows satisfy these types too.
 */
export type ViewerUser = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;
export type MemberStanding = Pick<
  MemberRow,
  | 'companyId'
  | 'role'
  | 'permissions'
  | 'companyCreator'
  | 'locked'
  | 'isInviteTeamSkipped'
  | 'jobTitleInCompany'
>;
export type PlanStanding = Pick<
  SubscriptionRow,
  'plan' | 'status' | 'renewable' | 'quantity' | 'stripeCustomerId'
>;

/** A member's place in their company, in one flat value: role, flags, and the company's plan. */
export interface Standing extends MemberStanding {
  subscription: PlanStanding;
}

/** Whoever is calling, signed in: the session and the person. */
export interface Caller {
  sessionId: string;
  user: ViewerUser;
  /**
   * The request's address and device, which the audit trail records beside a change; set by the
   * transport (GraphQL's context, a REST route), absent where there is no request (a WebSocket).
   */
  client?: RequestClient;
  /**
   * Set when the caller is the email extension: its token names an extension session, which may
   * run the extension's operations only (graphql/extension-gate.ts), in the mailbox it is bound to.
   */
  extension?: ExtensionBinding;
}

/** What an extension session works in: the company's connected mailbox. */
export interface ExtensionBinding {
  mailboxId: string;
  mailbox: string;
}

/** A caller whose session is bound to a company they belong to. */
export interface Member extends Caller, Standing {
  /**
   * The company requires admins to use a second factor and this admin has none yet: until they
   * set one up they may do nothing else (graphql/second-factor-gate.ts).
   */
  mustEnrolSecondFactor?: boolean;
}

/** A caller whose session has no company yet (several to choose from, or none registered). */
export interface Guest extends Caller {
  companyId: null;
}

/** Who is calling, read fresh on every request so a role change or removal holds at once. */
export type Viewer = Member | Guest;

export const isMember = (viewer: Viewer): viewer is Member => viewer.companyId !== null;

/**
 * An admin whose company requires two-step sign-in and who has no second factor: until they set
 * one up, every operation but the set-up is refused (GraphQL: graphql/second-factor-gate.ts).
 */
export const mustEnrolSecondFactor = (caller: ViewerResult): boolean =>
  typeof caller !== 'string' && isMember(caller) && caller.mustEnrolSecondFactor === true;

/** The standing alone, as a session's login answer carries it; null for a guest. */
export function standingOf(viewer: Viewer): Standing | null {
  if (!isMember(viewer)) return null;
  const {
    sessionId: _session,
    user: _user,
    client: _client,
    mustEnrolSecondFactor: _gate,
    extension: _extension,
    ...standing
  } = viewer;
  return standing;
}

/**
 * The caller, or why there is none: no token, an expired or invalid one, or the lookup itself
 * failed ('unavailable' while the database is away, 'failed' for anything else).
 */
export type ViewerResult = Viewer | 'missing' | 'expired' | 'invalid' | 'unavailable' | 'failed';

/** The most lookups one query carries; more waiting requests go in the next query. */
const MAX_BATCH = 200;
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

type StandingRow = {
  ord: number;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  member_company_id: string | null;
  role: MemberRow['role'] | null;
  permissions: MemberRow['permissions'] | null;
  company_creator: boolean | null;
  locked: boolean | null;
  is_invite_team_skipped: boolean | null;
  job_title_in_company: string | null;
  plan: SubscriptionRow['plan'] | null;
  status: SubscriptionRow['status'] | null;
  renewable: boolean | null;
  quantity: number | null;
  stripe_customer_id: string | null;
  must_enrol_second_factor: boolean | null;
  audience: 'web' | 'extension';
};

/**
 * The standing of every caller waiting in this turn of the event loop, in one query: the session
 * must be live, and the standing is joined only if the token names a company the user still
 * belongs to. The company's own details are not read here: few operations need them.
 */
function standingsQuery(requests: readonly AccessClaims[]) {
  const sessionIds = requests.map((r) => r.sessionId);
  const userIds = requests.map((r) => r.userId);
  const companyIds = requests.map((r) => r.companyId ?? NO_COMPANY);
  return sql`
    SELECT r.ord::int AS ord, ${users.id} AS user_id, ${users.email} AS email,
      ${users.firstName} AS first_name, ${users.lastName} AS last_name,
      ${companyMembers.companyId} AS member_company_id, ${companyMembers.role} AS role, ${companyMembers.permissions} AS permissions,
      ${companyMembers.companyCreator} AS company_creator, ${companyMembers.locked} AS locked,
      ${companyMembers.isInviteTeamSkipped} AS is_invite_team_skipped,
      ${companyMembers.jobTitleInCompany} AS job_title_in_company,
      ${effectivePlan} AS plan, ${subscriptions.status} AS status,
      ${subscriptions.renewable} AS renewable, ${subscriptions.quantity} AS quantity,
      ${subscriptions.stripeCustomerId} AS stripe_customer_id,
      (${companies.requireAdminSecondFactor} AND ${companyMembers.role} = 'admin'
        AND NOT EXISTS (SELECT 1 FROM ${totpFactors} WHERE ${totpFactors.userId} = ${users.id}
          AND ${totpFactors.confirmedAt} IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM ${passkeys} WHERE ${passkeys.userId} = ${users.id})
      ) AS must_enrol_second_factor, ${sessions.audience} AS audience
    FROM unnest(${sql.param(sessionIds)}::uuid[], ${sql.param(userIds)}::uuid[], ${sql.param(companyIds)}::uuid[])
      WITH ORDINALITY AS r(session_id, user_id, company_id, ord)
    JOIN ${sessions} ON ${sessions.id} = r.session_id AND ${sessions.userId} = r.user_id
      AND ${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now()
      AND ${sessions.absoluteExpiresAt} > now()
    JOIN ${users} ON ${users.id} = ${sessions.userId}
    LEFT JOIN ${companyMembers} ON ${companyMembers.userId} = ${sessions.userId}
      AND ${companyMembers.companyId} = r.company_id
    LEFT JOIN ${subscriptions} ON ${subscriptions.companyId} = ${companyMembers.companyId}
    LEFT JOIN ${companies} ON ${companies.id} = ${companyMembers.companyId}`;
}

/** The lookup's name on each PostgreSQL connection, which prepares it once and reuses its plan. */
const STANDINGS_STATEMENT = 'viewer-standings';
let standingsText: string | undefined;

/**
 * The same lookup as a named prepared statement: its text does not depend on how many callers wait
 * (each list is one array parameter), so it is rendered once, and PostgreSQL parses and plans it
 * once per connection instead of on every batch.
 */
function standingsStatement(requests: readonly AccessClaims[]): pg.QueryConfig {
  standingsText ??= new PgDialect().sqlToQuery(standingsQuery([])).sql;
  return {
    name: STANDINGS_STATEMENT,
    text: standingsText,
    values: [
      requests.map((r) => r.sessionId),
      requests.map((r) => r.userId),
      requests.map((r) => r.companyId ?? NO_COMPANY),
    ],
  };
}

function viewerFrom(sessionId: string, row: StandingRow): Viewer {
  const user = {
    id: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  };
  if (!row.member_company_id || !row.role || !row.plan || !row.status) {
    return { sessionId, user, companyId: null };
  }
  return {
    sessionId,
    user,
    companyId: row.member_company_id,
    role: row.role,
    permissions: row.permissions ?? [],
    companyCreator: Boolean(row.company_creator),
    locked: Boolean(row.locked),
    isInviteTeamSkipped: Boolean(row.is_invite_team_skipped),
    jobTitleInCompany: row.job_title_in_company,
    subscription: {
      plan: row.plan,
      status: row.status,
      renewable: Boolean(row.renewable),
      quantity: Number(row.quantity),
      stripeCustomerId: row.stripe_customer_id,
    },
    ...(row.must_enrol_second_factor ? { mustEnrolSecondFactor: true } : {}),
  };
}

/**
 * The standing of each caller named by `claims`, in one query: 'expired' where the session is not
 * live. Given PostgreSQL's pool, the query runs as a prepared statement (PGlite has no pool).
 */
export async function readStandings(
  db: Db,
  claims: readonly AccessClaims[],
  pool?: pg.Pool,
): Promise<(Viewer | 'expired' | 'invalid')[]> {
  if (claims.length === 0) return [];
  const rows = pool
    ? (await pool.query<StandingRow>(standingsStatement(claims))).rows
    : rowsOf<StandingRow>(await db.execute(standingsQuery(claims)));
  const byOrdinal = new Map(rows.map((row) => [Number(row.ord), row]));
  return claims.map((c, index) => {
    const row = byOrdinal.get(index + 1);
    if (!row) return 'expired';
    // Each kind of token names its own kind of session; a session of the other kind is no session.
    if (row.audience !== (c.extension ? 'extension' : 'web')) return 'invalid';
    return viewerFrom(c.sessionId, row);
  });
}

/** The little of a logger the loader needs. */
interface FailureLog {
  warn(details: object, message: string): void;
}

/**
 * Reads the caller's standing from the database for every request. Requests that arrive together
 * (under load, dozens in one turn of the event loop) share one query instead of one round trip
 * each; every answer still comes from a read made after its request arrived.
 */
export class ViewerLoader {
  private readonly batch = new TurnBatch<AccessClaims, ViewerResult>(
    (claims) => this.readBatch(claims),
    MAX_BATCH,
  );

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly log?: FailureLog,
    /** PostgreSQL's pool, where the lookup runs as a prepared statement. */
    private readonly pool?: pg.Pool,
    /** The email extension's tokens, and the check of what their sessions are bound to. */
    private readonly extension?: {
      tokens: AccessTokens;
      bind: (db: Db, viewer: Member) => Promise<ExtensionBinding | undefined>;
    },
  ) {}

  load(authorization: string | undefined): Promise<ViewerResult> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    if (!token) return Promise.resolve('missing');
    const claims = this.tokens.verify(token);
    if (claims === 'invalid' && this.extension) return this.loadExtension(token);
    if (typeof claims === 'string') return Promise.resolve(claims);
    return this.batch.load(claims);
  }

  /**
   * An extension's caller: a member of the token's company whose session is still bound to a
   * connected mailbox they may use; otherwise the session has ended ('expired'), so the extension
   * refreshes, is refused, and shows sign-in.
   */
  private async loadExtension(token: string): Promise<ViewerResult> {
    const claims = this.extension!.tokens.verify(token);
    if (typeof claims === 'string') return claims;
    const viewer = await this.batch.load(claims);
    if (typeof viewer === 'string') return viewer;
    if (!isMember(viewer)) return 'expired';
    try {
      const binding = await this.extension!.bind(this.db, viewer);
      return binding ? { ...viewer, extension: binding } : 'expired';
    } catch (error) {
      this.log?.warn({ err: error }, 'extension caller lookup failed');
      return isUnavailable(error) ? 'unavailable' : 'failed';
    }
  }

  private async readBatch(claims: AccessClaims[]): Promise<ViewerResult[]> {
    try {
      return await readStandings(this.db, claims, this.pool);
    } catch (error) {
      // One query serves every caller waiting together: each is refused alone ('unavailable'
      // while the database is away, 'failed' otherwise) and the error, with its SQL and the
      // other callers' ids, goes only to the log.
      const unavailable = isUnavailable(error);
      this.log?.warn({ err: error }, 'caller lookup failed');
      return claims.map(() => (unavailable ? 'unavailable' : 'failed'));
    }
  }
}

/**
 * Why there is no caller, in the words every transport answers with: sign in, sign in again, or
 * (when the lookup itself failed) try again shortly or quote the request id.
 */
export function noCallerRefusal(
  caller: Exclude<ViewerResult, Viewer>,
  requestId?: string,
): DomainError {
  if (caller === 'unavailable') return serviceUnavailable();
  if (caller === 'failed') return internalFailure(requestId);
  if (caller === 'missing') return unauthenticated(messages.auth.signInRequired);
  return unauthenticated(messages.auth.sessionExpired);
}
