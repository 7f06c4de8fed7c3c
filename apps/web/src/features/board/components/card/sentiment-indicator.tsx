import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { SENTIMENT_LABEL_TEXT } from '@quorum/shared';
import type { SentimentLabel } from '@quorum/shared';

const DOT_COLOUR: Record<SentimentLabel, string> = {
  positive: 'teal.6',
  neutral: 'gray.5',
  negative: 'red.6',
};

/**
 * A question's sentiment, as the server scored it: a coloured dot and its word ("Negative"), so
 * the colour is never the only sign. The server sends it only on a plan that includes it.
 */
export function SentimentIndicator({
  sentiment,
  size = 'xs',
}: {
  sentiment: { label: SentimentLabel } | null;
  size?: 'xs' | 'sm';
}) {
  if (!sentiment) return null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} data-sentiment={sentiment.label}>
      <Box
        w={8}
        h={8}
        bg={DOT_COLOUR[sentiment.label]}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        aria-hidden
      />
      <Text size={size} style={{ whiteSpace: 'nowrap' }}>
        <VisuallyHidden>Sentiment: </VisuallyHidden>
        {SENTIMENT_LABEL_TEXT[sentiment.label]}
      </Text>
    </Group>
  );
}
