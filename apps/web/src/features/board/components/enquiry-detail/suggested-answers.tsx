import { Divider, Stack, Title } from '@mantine/core';
import { useSuggestedAnswers } from '../../api/get-suggested-answers';
import { RegistryAnswerList } from './registry-answer-list';

/** "92% match": a suggestion's score (0 to 1) as the drawer says it. */
export const matchLabel = (score: number) => `${Math.round(score * 100)}% match`;

/**
 * "Suggested for this question": the saved registry answers that best fit the enquiry, the best
 * first with how well it fits, then the next two. Shown while the search box is empty; 'Use' puts
 * the answer in the reply, as a searched one does.
 */
export function SuggestedAnswers({
  enquiryId,
  onUse,
}: {
  enquiryId: string;
  onUse: (response: string) => void;
}) {
  const suggestions = useSuggestedAnswers(enquiryId);
  const items = suggestions.data ?? [];
  return (
    <Stack gap={6} component="section" aria-labelledby="suggested-answers-title" mb="sm">
      <Title order={4} size="h6" id="suggested-answers-title">
        Suggested for this question
      </Title>
      <RegistryAnswerList
        label="Suggested answers"
        loadingLabel="Finding suggested answers"
        options={items.map((item) => ({
          id: item.questionRegistryId,
          title: item.question,
          body: item.response,
          badge: matchLabel(item.score),
        }))}
        loading={suggestions.isPending}
        error={suggestions.error}
        onRetry={() => void suggestions.refetch()}
        onUse={(id) => {
          const item = items.find((suggestion) => suggestion.questionRegistryId === id);
          if (item) onUse(item.response);
        }}
        empty="No suggestion — search the registry."
      />
      <Divider label="All saved questions" labelPosition="left" mt={4} />
    </Stack>
  );
}
