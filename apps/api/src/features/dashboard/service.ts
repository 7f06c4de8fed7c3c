// The dashboard home (spec §7 "Dashboard bundle"): what needs attention and how the company's
// investor base and onboarding stand. The page reads the lists it shows (questions,
// announcements, events, team) from their own features in the same GraphQL document; this
// feature answers only what no other feature owns. The company is always the caller's own.
import type { Deps } from '../../deps';
import type { Member } from '../../core/identity/viewer';
import * as repo from './repo';

export interface OutstandingCounts {
  /** Outstanding questions the caller has not opened since the investor last wrote. */
  new: number;
  total: number;
}

export interface InvestorCounts {
  interested: number;
  invested: number;
  total: number;
}

/** Spec §3 "Onboarding checklist", as the home's card shows it. */
export interface OnboardingChecklist {
  addCompanyBio: boolean;
  addCompanyLogo: boolean;
  addExecutive: boolean;
  addFAQ: boolean;
  inviteInvestors: boolean;
  /** When every step first held; null until then. */
  completionTime: Date | null;
  /** Hidden for good once complete. */
  showOnboardingChecklist: boolean;
}

export function outstandingQuestions(deps: Deps, member: Member): Promise<OutstandingCounts> {
  return repo.countOutstanding(deps.db, member.companyId, member.user.id);
}

export async function investorCounts(deps: Deps, member: Member): Promise<InvestorCounts> {
  const { interested, invested } = await repo.countInvestors(deps.db, member.companyId);
  return { interested, invested, total: interested + invested };
}

/**
 * The checklist as the company's rows say it now. The first read that finds every step done
 * records the moment, so the checklist stays hidden even if a step is undone later (an executive
 * removed, say): it is a first-run guide, not a standing audit.
 */
export async function onboardingChecklist(
  deps: Deps,
  member: Member,
): Promise<OnboardingChecklist> {
  const facts = await repo.readChecklist(deps.db, member.companyId);
  const steps = {
    addCompanyBio: facts.hasBio,
    addCompanyLogo: facts.hasLogo,
    addExecutive: facts.hasExecutive,
    addFAQ: facts.hasFaq,
    inviteInvestors: facts.investorsInvitedAt !== null,
  };
  const allDone = Object.values(steps).every(Boolean);
  const completionTime =
    facts.completedAt ?? (allDone ? await repo.markCompleted(deps.db, member.companyId) : null);
  return { ...steps, completionTime, showOnboardingChecklist: completionTime === null };
}

/** "Invite investors" happens outside Quorum: a member says it is done. */
export async function markInvestorsInvited(
  deps: Deps,
  member: Member,
): Promise<OnboardingChecklist> {
  await repo.markInvestorsInvited(deps.db, member.companyId, member.user.id);
  return onboardingChecklist(deps, member);
}
