import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { uploadFile } from '@/lib/uploads/upload-file';
import { updateLoggedInUser } from './update-logged-in-user';

const UpdateUserProfileImage = graphql(`
  mutation UpdateUserProfileImage($profileImage: String) {
    updateUserProfileImage(profileImage: $profileImage) {
      profileImage
      profileImageUrl
    }
  }
`);

/**
 * Uploads a prepared image to POST /files/profile-image and attaches its key; with no image,
 * removes the current one.
 */
export function useUpdateUserProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (image: File | null) => {
      const key = image ? (await uploadFile('profile-image', image, image.name)).key : null;
      return (await request(UpdateUserProfileImage, { profileImage: key })).updateUserProfileImage;
    },
    onSuccess: (user) => updateLoggedInUser(queryClient, user),
  });
}
