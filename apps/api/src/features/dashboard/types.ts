import { builder } from '../../graphql/builder';
import type { InvestorCounts, OnboardingChecklist, OutstandingCounts } from './service';

export const OutstandingCountsType = builder
  .objectRef<OutstandingCounts>('NewAndTotalOutstandingQuestions')
  .implement({
    description: 'The board’s Outstanding column: all of it, and what the caller has not opened.',
    fields: (t) => ({
      new: t.exposeInt('new', {
        description:
          'Outstanding questions the caller has not opened since the investor last wrote.',
      }),
      total: t.exposeInt('total'),
    }),
  });

export const InvestorCountsType = builder
  .objectRef<InvestorCounts>('TotalInterestedAndInvestedInvestor')
  .implement({
    description:
      'Investors with the company in their list: following it (interested) or holding its shares (invested).',
    fields: (t) => ({
      interested: t.exposeInt('interested'),
      invested: t.exposeInt('invested'),
      total: t.exposeInt('total'),
    }),
  });

export const OnboardingChecklistType = builder
  .objectRef<OnboardingChecklist>('OnboardingChecklist')
  .implement({
    description:
      'Spec §3 onboarding checklist. Bio, logo, executive and FAQ are read off the company; inviteInvestors is set by updateInviteInvestorChecklist.',
    fields: (t) => ({
      addCompanyBio: t.exposeBoolean('addCompanyBio'),
      addCompanyLogo: t.exposeBoolean('addCompanyLogo'),
      addExecutive: t.exposeBoolean('addExecutive'),
      addFAQ: t.exposeBoolean('addFAQ'),
      inviteInvestors: t.exposeBoolean('inviteInvestors'),
      completionTime: t.expose('completionTime', {
        type: 'DateTime',
        nullable: true,
        description: 'When every step first held.',
      }),
      showOnboardingChecklist: t.exposeBoolean('showOnboardingChecklist', {
        description: 'False once the checklist has been complete.',
      }),
    }),
  });
