import { Accordion, Text } from '@mantine/core';
import { messages } from '@quorum/shared';

/** The FAQ accordion of 'Find your plan' (our words: trial, billing, GST, moving to Essentials). */
export function PricingFaq() {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {messages.pricing.faq.map(({ question, answer }) => (
        <Accordion.Item key={question} value={question}>
          <Accordion.Control>
            <Text size="sm" fw={600}>
              {question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
