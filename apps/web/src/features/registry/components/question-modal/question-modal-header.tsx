import { Anchor, Breadcrumbs, CloseButton, Group, Modal, Stack, Text } from '@mantine/core';
import { messages, type RegistryTab } from '@quorum/shared';
import type { ReactNode } from 'react';
import { REGISTRY_TAB_LABELS } from '../list/registry-tabs';

/**
 * The form's top row (spec §2): a breadcrumb back to the tab ("Question registry / Drafts"), the
 * question's own actions (star, three-dots menu) and close; then the modal's title, which also
 * names the dialog for screen readers. Both ways back ask first when there are unsaved changes.
 */
export function QuestionModalHeader({
  tab,
  title,
  actions,
  onBack,
}: {
  tab: RegistryTab;
  title: string;
  actions?: ReactNode;
  onBack: () => void;
}) {
  return (
    <Modal.Header style={{ alignItems: 'flex-start' }}>
      <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
        <Breadcrumbs
          component="nav"
          aria-label="Breadcrumb"
          separatorMargin={6}
          styles={{ root: { flexWrap: 'wrap' } }}
        >
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {messages.registry.title}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {REGISTRY_TAB_LABELS[tab]}
          </Anchor>
        </Breadcrumbs>
        <Modal.Title>
          <Text component="span" fw={700} size="lg">
            {title}
          </Text>
        </Modal.Title>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {actions}
        <CloseButton aria-label="Close" size="lg" onClick={onBack} />
      </Group>
    </Modal.Header>
  );
}
