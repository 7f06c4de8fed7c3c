import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { companies } from '../../db/schema';
import { companyMembers, sessions, subscriptions, users } from '../../db/schema';
import type { AccessTokens } from './tokens';

export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;
export type MemberRow = typeof companyMembers.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What every request needs to know about its caller, and no more: the rest of the profile is
 * loaded only by the fields that show it. Full rows satisfy these types too.
 */
const standingColumns = {
  user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
  member: {
    companyId: companyMembers.companyId,
    role: companyMembers.role,
    companyCreator: companyMembers.companyCreator,
    locked: companyMembers.locked,
    isInviteTeamSkipped: companyMembers.isInviteTeamSkipped,
    jobTitleInCompany: companyMembers.jobTitleInCompany,
  },
  subscription: {
    plan: subscriptions.plan,
    status: subscriptions.status,
    renewable: subscriptions.renewable,
    quantity: subscriptions.quantity,
    stripeCustomerId: subscriptions.stripeCustomerId,
  },
};

export type ViewerUser = Pick<UserRow, keyof typeof standingColumns.user>;
export type MemberStanding = Pick<MemberRow, keyof typeof standingColumns.member>;
export type PlanStanding = Pick<SubscriptionRow, keyof typeof standingColumns.subscription>;

/** A user's place in a company: role and flags, and the company's plan. */
export interface Standing {
  member: MemberStanding;
  subscription: PlanStanding;
}

/** Who is calling, read fresh on every request so a role change or removal holds at once. */
export interface Viewer {
  sessionId: string;
  user: ViewerUser;
  /** Null when the session has no company yet (several to choose from, or none registered). */
  membership: Standing | null;
}

/** A caller whose session is bound to a company they belong to. */
export type Member = Viewer & { membership: Standing };

export type ViewerResult = Viewer | 'missing' | 'expired' | 'invalid';

/**
 * One query per request: the session must be live, and the standing is joined only if the token
 * names a company the user still belongs to. The company's own details are not joined here: few
 * operations need them, and this query is the hot path of every request.
 */
function viewerQuery(db: Db) {
  return db
    .select(standingColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, sessions.userId),
        eq(companyMembers.companyId, sql.placeholder('companyId')),
      ),
    )
    .leftJoin(subscriptions, eq(subscriptions.companyId, companyMembers.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('viewer');
}

export class ViewerLoader {
  private readonly query: ReturnType<typeof viewerQuery>;

  constructor(
    db: Db,
    private readonly tokens: AccessTokens,
  ) {
    this.query = viewerQuery(db);
  }

  async load(authorization: string | undefined): Promise<ViewerResult> {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
    if (!token) return 'missing';
    const claims = this.tokens.verify(token);
    if (typeof claims === 'string') return claims;
    const [row] = await this.query.execute({
      sessionId: claims.sessionId,
      userId: claims.userId,
      // A UUID no company has, so the join finds nothing when the token names no company.
      companyId: claims.companyId ?? '00000000-0000-0000-0000-000000000000',
    });
    if (!row) return 'expired';
    const { user, member, subscription } = row;
    return {
      sessionId: claims.sessionId,
      user,
      membership: member && subscription ? { member, subscription } : null,
    };
  }
}
