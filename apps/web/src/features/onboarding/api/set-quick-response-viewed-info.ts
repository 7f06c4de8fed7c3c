import { graphql, request } from '@/lib/graphql';
import { useFirstRunFlag } from './set-first-run-flags';

const SetQuickResponseViewedInfo = graphql(`
  mutation SetQuickResponseViewedInfo {
    setQuickResponseViewedInfo {
      hasViewedQuickResponseInfo
    }
  }
`);

/** Got it on the reply box's quick-response info: it is not shown again. */
export const useSetQuickResponseViewedInfo = () =>
  useFirstRunFlag(
    async () => (await request(SetQuickResponseViewedInfo, {})).setQuickResponseViewedInfo,
  );
