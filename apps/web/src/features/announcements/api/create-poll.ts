import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { announcementKeys } from './announcement-keys';

const CreatePoll = graphql(`
  mutation CreatePoll($pollInput: PollInput!, $status: AnnouncementStatus) {
    createPoll(pollInput: $pollInput, status: $status) {
      _id
      announcementId
      status
    }
  }
`);

export type CreatePollVariables = VariablesOf<typeof CreatePoll>;

/** Creates a poll standing alone: an announcement of type poll titled by its question, with no attachment. */
export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: CreatePollVariables) =>
      (await request(CreatePoll, variables)).createPoll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
