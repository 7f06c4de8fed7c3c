import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';

/** The executive team's query keys; the cache is per company (it is reset on a company switch). */
export const executiveKeys = {
  all: ['executives'] as const,
  list: () => [...executiveKeys.all, 'getExecutiveMembers'] as const,
};

const GetExecutiveMembers = graphql(`
  query GetExecutiveMembers {
    getExecutiveMembers {
      _id
      name
      role
      linkedIn
      digitalPicture
      digitalPictureUrl
    }
  }
`);

export type ExecutiveMember = ResultOf<typeof GetExecutiveMembers>['getExecutiveMembers'][number];

/** The executive team in display order; only asked for when the member may view the page. */
export function useExecutiveMembers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: executiveKeys.list(),
    queryFn: async ({ signal }) =>
      (await request(GetExecutiveMembers, {}, { signal })).getExecutiveMembers,
    enabled,
  });
}
