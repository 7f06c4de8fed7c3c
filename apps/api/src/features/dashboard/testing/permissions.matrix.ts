import type { FeatureMatrix } from '../../../testing/matrix';
import { inAnyCompany, pageEditors, pageViewers } from '../../../testing/matrix';

// The home's own answers take no ids: each reads the caller's company only, so the foreign
// company's rows are out of reach by construction (the tests show its counts are not mixed in).
// The outstanding counts follow the question board's view access; the investor counts and the
// checklist are every member's, as the home is; ticking "Invite investors" is the company
// details area's full access.
export const dashboardMatrix: FeatureMatrix = {
  operations: {
    'Query.newAndTotalOutstandingQuestions': {
      document: '{ newAndTotalOutstandingQuestions { new total } }',
      expected: pageViewers,
    },
    'Query.getTotalInterestedAndInvestedInvestor': {
      document: '{ getTotalInterestedAndInvestedInvestor { total } }',
      expected: inAnyCompany,
    },
    'Query.getOnboardingChecklistData': {
      document: '{ getOnboardingChecklistData { showOnboardingChecklist } }',
      expected: inAnyCompany,
    },
    'Mutation.updateInviteInvestorChecklist': {
      document: 'mutation { updateInviteInvestorChecklist { inviteInvestors } }',
      expected: pageEditors,
    },
  },
};
