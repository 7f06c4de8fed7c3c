import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { extensionKeys } from './extension-keys';

const GetAuthorizedUsers = graphql(`
  query GetAuthorizedUsers {
    getAuthorizedUsers {
      id
      email
      status
      adminName
      profileImage
      userId
      firstName
      lastName
      hasUserPermission
      createdAt
    }
  }
`);

/** A connected mailbox, one row of the Email extension page's table (spec §3). */
export type ConnectedMailbox = ResultOf<typeof GetAuthorizedUsers>['getAuthorizedUsers'][number];

/** The company's connected mailboxes; refused with PAYMENT_REQUIRED on the free plan. */
export function useAuthorizedUsers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: extensionKeys.mailboxes(),
    queryFn: async ({ signal }) =>
      (await request(GetAuthorizedUsers, {}, { signal })).getAuthorizedUsers,
    enabled,
  });
}
