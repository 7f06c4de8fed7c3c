import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';

const CreateAnnouncement = graphql(`
  mutation CreateAnnouncement($announcementInput: AnnouncementInput!) {
    createAnnouncement(announcementInput: $announcementInput) {
      _id
      announcementId
      status
    }
  }
`);

export type AnnouncementInput = VariablesOf<typeof CreateAnnouncement>['announcementInput'];

/** Creates an announcement (a draft or published), then refetches the lists and their counts. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (announcementInput: AnnouncementInput) =>
      (await request(CreateAnnouncement, { announcementInput })).createAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
