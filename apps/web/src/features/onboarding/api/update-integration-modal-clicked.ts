import { graphql, request } from '@/lib/graphql';
import { useFirstRunFlag } from './set-first-run-flags';

const UpdateIntegrationModalClicked = graphql(`
  mutation UpdateIntegrationModalClicked {
    updateIntegrationModalClicked {
      hasClickedIntegrationButton
      hasViewedIntegrationModal
    }
  }
`);

/** The integration promo's action ('Get started now!' or 'Upgrade') was taken. */
export const useUpdateIntegrationModalClicked = () =>
  useFirstRunFlag(
    async () => (await request(UpdateIntegrationModalClicked, {})).updateIntegrationModalClicked,
  );
