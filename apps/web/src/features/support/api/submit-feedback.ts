import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';

const SubmitFeedback = graphql(`
  mutation SubmitFeedback($title: String, $description: String, $attachment: String) {
    submitFeedback(title: $title, description: $description, attachment: $attachment) {
      message
    }
  }
`);

export type Feedback = VariablesOf<typeof SubmitFeedback>;

/** Give feedback: a reason, a description and the key of an uploaded attachment, or null. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: async (variables: Feedback) =>
      (await request(SubmitFeedback, variables)).submitFeedback,
  });
}
