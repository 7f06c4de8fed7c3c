import { Drawer, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { messages } from '@quorum/shared';

const text = messages.extension;

/**
 * View setup guide: the steps from download to consent, in the app (the spec names the guide;
 * its words are ours). A drawer keeps the page, and its Download extension menu, beside it.
 */
export function ExtensionSetupGuide({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={text.setupGuideTitle}
      position="right"
      size="md"
      padding="lg"
    >
      <List
        type="ordered"
        spacing="lg"
        listStyleType="none"
        styles={{ itemWrapper: { alignItems: 'flex-start' } }}
      >
        {text.setupGuideSteps.map((step, index) => (
          <List.Item
            key={step.title}
            icon={
              <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                <Text size="sm" fw={700}>
                  {index + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Stack gap={2}>
              <Text fw={600}>{step.title}</Text>
              <Text size="sm" c="dimmed">
                {step.body}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List>
    </Drawer>
  );
}
