import { useQuery } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import { profileKeys } from './profile-keys';

const MySessions = graphql(`
  query MySessions {
    mySessions {
      id
      deviceLabel
      ip
      startedAt
      lastUsedAt
      endsAt
      current
    }
  }
`);

export type MySession = ResultOf<typeof MySessions>['mySessions'][number];

/** Where the person is signed in: this session first, then by last use. */
export function useMySessions() {
  return useQuery({
    queryKey: profileKeys.sessions,
    queryFn: async () => (await request(MySessions, {})).mySessions,
  });
}
