import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers, sessions, subscriptions, users } from '../../db/schema';
import type { AccessTokens } from './tokens';

export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof companyMembers.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Who is calling, read fresh on every request so a role change or removal holds at once. */
export interface Viewer {
  sessionId: string;
  user: UserRow;
  /** Null when the session has no company yet (several to choose from, or none registered). */
  membership: { member: MemberRow; company: CompanyRow; subscription: SubscriptionRow } | null;
}

export type ViewerResult = Viewer | 'missing' | 'expired' | 'invalid';

/**
 * One query per request: the session must be live, and the company part is joined only if the
 * token names a company the user still belongs to.
 */
function viewerQuery(db: Db) {
  return db
    .select({
      user: users,
      member: companyMembers,
      company: companies,
      subscription: subscriptions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      companyMembers,
      and(
        eq(companyMembers.userId, sessions.userId),
        eq(companyMembers.companyId, sql.placeholder('companyId')),
      ),
    )
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
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
    const { user, member, company, subscription } = row;
    return {
      sessionId: claims.sessionId,
      user,
      membership: member && company && subscription ? { member, company, subscription } : null,
    };
  }
}
