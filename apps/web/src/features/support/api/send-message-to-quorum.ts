import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';

const SendMessageToQuorum = graphql(`
  mutation SendMessageToQuorum($subject: String, $message: String) {
    sendMessageToQuorum(subject: $subject, message: $message) {
      message
    }
  }
`);

export type ContactMessage = VariablesOf<typeof SendMessageToQuorum>;

/** The Contact page's message to Quorum's support (spec: sendMessageTo{product}). */
export function useSendMessageToQuorum() {
  return useMutation({
    mutationFn: async (variables: ContactMessage) =>
      (await request(SendMessageToQuorum, variables)).sendMessageToQuorum,
  });
}
