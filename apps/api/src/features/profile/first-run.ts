// What a person has seen of the first run (spec §2 first_time_login, §4 "Integration modal", the
// quick-response info): flags on their own row, written by themselves only. They are screens'
// memory rather than changes to the company, so they leave no row in the history of activity.
import { and, eq, lte } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { UserRow, Viewer } from '../../core/identity/viewer';
import { findUserById } from '../../core/identity/memberships';
import { updateUser } from '../auth';
import type { Account } from '../auth';
import { accountAfter } from './service';

type FirstRunFlags = Partial<
  Pick<
    UserRow,
    | 'hasViewedIntegrationModal'
    | 'hasClickedIntegrationButton'
    | 'hasViewedQuickResponseInfo'
    | 'welcomedAt'
  >
>;

async function setFlags(deps: Deps, viewer: Viewer, flags: FirstRunFlags): Promise<Account> {
  const user = await updateUser(deps.db, viewer.user.id, flags);
  return accountAfter(viewer, user);
}

/** The quick-response info on the reply box was read ('Got it'): it is not offered again. */
export const setQuickResponseViewedInfo = (deps: Deps, viewer: Viewer) =>
  setFlags(deps, viewer, { hasViewedQuickResponseInfo: true });

/** The integration promo was closed (true), or is to be offered again (false). */
export const updateIntegrationModalSeen = (
  deps: Deps,
  viewer: Viewer,
  hasViewedIntegrationModal: boolean,
) => setFlags(deps, viewer, { hasViewedIntegrationModal });

/**
 * The promo's action was taken ('Get started now!' or 'Upgrade'): clicked, and so seen too — the
 * promo does not open again after its action.
 */
export const updateIntegrationModalClicked = (deps: Deps, viewer: Viewer) =>
  setFlags(deps, viewer, { hasClickedIntegrationButton: true, hasViewedIntegrationModal: true });

/**
 * Continue on first_time_login: the welcome is done. The first time only: Continue pressed again
 * (a second tab) keeps the first moment, which is what tells this sign-in from a later one.
 */
export async function completeFirstTimeLogin(deps: Deps, viewer: Viewer): Promise<Account> {
  const profile = await findUserById(deps.db, viewer.user.id);
  if (profile?.welcomedAt) return accountAfter(viewer, profile);
  return setFlags(deps, viewer, { welcomedAt: new Date() });
}

/**
 * Spec §4 "First-time login": this sign-in is the person's first-time login while they have not
 * been welcomed, and still after Continue until they sign in again — so the integration promo,
 * which never opens on a first-time login, waits for a later visit. Read against the session's
 * start: a session begun after the welcome is a later visit.
 */
export async function isFirstTimeLogin(
  db: Db,
  sessionId: string | null,
  welcomedAt: Date | null,
): Promise<boolean> {
  if (!welcomedAt) return true;
  if (!sessionId) return false;
  const [earlier] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), lte(sessions.createdAt, welcomedAt)));
  return Boolean(earlier);
}
