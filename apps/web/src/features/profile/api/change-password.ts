import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const ChangePassword = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
    }
  }
`);

/** Changes the caller's password; their other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: { currentPassword: string; newPassword: string }) =>
      (await request(ChangePassword, change)).changePassword,
  });
}
