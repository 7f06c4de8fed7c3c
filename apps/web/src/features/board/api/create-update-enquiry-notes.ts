import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { boardKeys } from './board-keys';
import { EnquiryNoteFields } from './get-note';

const CreateUpdateEnquiryNotes = graphql(
  `
    mutation CreateUpdateEnquiryNotes($enquiryId: ID!, $description: String!) {
      createUpdateEnquiryNotes(enquiryId: $enquiryId, description: $description) {
        ...EnquiryNoteFields
      }
    }
  `,
  [EnquiryNoteFields],
);

/** Saves the note's text; the answer replaces the cached note (with its new edit history). */
export function useCreateUpdateEnquiryNotes(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (description: string) =>
      (await request(CreateUpdateEnquiryNotes, { enquiryId, description }))
        .createUpdateEnquiryNotes,
    onSuccess: (note) => queryClient.setQueryData(boardKeys.note(enquiryId), note),
  });
}
