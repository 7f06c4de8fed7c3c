import { graphql, request } from '@/lib/graphql';
import { useFirstRunFlag } from './set-first-run-flags';

const UpdateIntegrationModalSeen = graphql(`
  mutation UpdateIntegrationModalSeen {
    updateIntegrationModalSeen(hasViewedIntegrationModal: true) {
      hasViewedIntegrationModal
    }
  }
`);

/** Close on the integration promo: it does not open on its own again. */
export const useUpdateIntegrationModalSeen = () =>
  useFirstRunFlag(
    async () => (await request(UpdateIntegrationModalSeen, {})).updateIntegrationModalSeen,
  );
