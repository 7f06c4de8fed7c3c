import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { updateLoggedInUser } from './update-logged-in-user';

const UpdateReceiveNotification = graphql(`
  mutation UpdateReceiveNotification($receiveNotification: Boolean!) {
    updateReceiveNotification(receiveNotification: $receiveNotification) {
      receiveNotification
    }
  }
`);

/** Turns the person's notification emails on or off; the bell's notifications stay either way. */
export function useUpdateReceiveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (receiveNotification: boolean) =>
      (await request(UpdateReceiveNotification, { receiveNotification })).updateReceiveNotification,
    onSuccess: (user) => updateLoggedInUser(queryClient, user),
  });
}
