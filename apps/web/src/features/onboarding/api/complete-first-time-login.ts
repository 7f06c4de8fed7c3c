import { graphql, request } from '@/lib/graphql';
import { useFirstRunFlag } from './set-first-run-flags';

const CompleteFirstTimeLogin = graphql(`
  mutation CompleteFirstTimeLogin {
    completeFirstTimeLogin {
      welcomedAt
    }
  }
`);

/** Continue on first_time_login: the welcome does not open again. */
export const useCompleteFirstTimeLogin = () =>
  useFirstRunFlag(async () => (await request(CompleteFirstTimeLogin, {})).completeFirstTimeLogin);
