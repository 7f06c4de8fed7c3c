import { Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconForms, IconLayoutKanban, IconWorldWww } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';

const text = messages.firstRun;

/**
 * The path the promo shows in place of the spec's video (the product has no recording): the
 * company's website, the web form on it, the question board. Decoration: the words say it too.
 */
function WebFormPath() {
  const steps = [
    { icon: IconWorldWww, label: 'Your website' },
    { icon: IconForms, label: 'Quorum web form' },
    { icon: IconLayoutKanban, label: 'Your question board' },
  ];
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" aria-hidden>
      <Group justify="space-around" align="flex-start" wrap="nowrap" gap="xs">
        {steps.map(({ icon: Icon, label }) => (
          <Stack key={label} gap={4} align="center" maw={110}>
            <ThemeIcon size={44} radius="xl" variant="light">
              <Icon size={24} />
            </ThemeIcon>
            <Text size="xs" ta="center">
              {label}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}

/**
 * The integration promo (spec §2 Integrations, §4 "Integration modal"): Close, and 'Get started
 * now!' on a paid plan or 'Upgrade' on the free one.
 */
export function IntegrationPromoModal({
  opened,
  paid,
  busy,
  onClose,
  onAction,
}: {
  opened: boolean;
  paid: boolean;
  busy: boolean;
  onClose: () => void;
  onAction: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.integrationPromoTitle} size="lg" centered>
      <Stack gap="md">
        <WebFormPath />
        <Text size="sm">{text.integrationPromoBody}</Text>
        <ModalActions
          onCancel={onClose}
          cancelLabel={text.close}
          confirmLabel={paid ? text.integrationPromoPaid : text.integrationPromoUpgrade}
          onConfirm={onAction}
          confirming={busy}
          focusConfirm
        />
      </Stack>
    </Modal>
  );
}
