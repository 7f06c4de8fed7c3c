import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { boardKeys } from './board-keys';

/** The note as every note call answers it, so a save or a lock can replace the cached one. */
export const EnquiryNoteFields = graphql(`
  fragment EnquiryNoteFields on EnquiryNote @_unmask {
    _id
    description
    locked
    lockedBy {
      _id
      firstName
      lastName
    }
    editedBy {
      _id
      firstName
      lastName
    }
    editedTexts {
      editedText
      createdAt
      editedBy {
        _id
        firstName
        lastName
      }
    }
    updatedAt
  }
`);

const GetNote = graphql(
  `
    query GetNote($enquiryId: ID!) {
      getNote(enquiryId: $enquiryId) {
        ...EnquiryNoteFields
      }
    }
  `,
  [EnquiryNoteFields],
);

export type EnquiryNote = NonNullable<ResultOf<typeof GetNote>['getNote']>;

/** The question's internal note, or null before anyone has written one. */
export function useNote(enquiryId: string) {
  return useQuery({
    queryKey: boardKeys.note(enquiryId),
    queryFn: async ({ signal }) => (await request(GetNote, { enquiryId }, { signal })).getNote,
  });
}
