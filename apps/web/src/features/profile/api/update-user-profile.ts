import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { updateLoggedInUser } from './update-logged-in-user';

const UpdateUserProfile = graphql(`
  mutation UpdateUserProfile($updateUserProfileInput: UpdateUserProfileInput!) {
    updateUserProfile(updateUserProfileInput: $updateUserProfileInput) {
      firstName
      lastName
      userName
      jobTitle
      mobileNum
    }
  }
`);

export type UpdateUserProfileInput = VariablesOf<
  typeof UpdateUserProfile
>['updateUserProfileInput'];

/** Saves the person's name, job title and phone. */
export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updateUserProfileInput: UpdateUserProfileInput) =>
      (await request(UpdateUserProfile, { updateUserProfileInput })).updateUserProfile,
    onSuccess: (user) => updateLoggedInUser(queryClient, user),
  });
}
