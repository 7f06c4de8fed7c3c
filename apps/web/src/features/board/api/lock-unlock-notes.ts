import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { boardKeys } from './board-keys';
import { EnquiryNoteFields } from './get-note';

const LockUnlockNotes = graphql(
  `
    mutation LockUnlockNotes($enquiryId: ID!, $locked: Boolean!) {
      lockUnlockNotes(enquiryId: $enquiryId, locked: $locked) {
        ...EnquiryNoteFields
      }
    }
  `,
  [EnquiryNoteFields],
);

/**
 * Locks the note so only the caller may change it, or unlocks it. A refusal (someone else holds
 * it) refetches the note so the screen shows who.
 */
export function useLockUnlockNotes(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locked: boolean) =>
      (await request(LockUnlockNotes, { enquiryId, locked })).lockUnlockNotes,
    onSuccess: (note) => queryClient.setQueryData(boardKeys.note(enquiryId), note),
    onError: () => queryClient.invalidateQueries({ queryKey: boardKeys.note(enquiryId) }),
  });
}
