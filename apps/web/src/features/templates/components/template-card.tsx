import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconLock, IconStar, IconStarFilled } from '@tabler/icons-react';
import { FREE_PLAN, messages } from '@quorum/shared';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';
import type { ResponseTemplate } from '../api/get-response-templates';
import { AttachmentIcon } from '@/components/files/attachment-icon';

const updatedOn = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/** Actions for members who may change templates; without them the card is read-only. */
export interface TemplateCardActions {
  onEdit: () => void;
  onDelete: () => void;
  onStar: (starred: boolean) => void;
  starring: boolean;
}

function StarToggle({
  template,
  actions,
}: {
  template: ResponseTemplate;
  actions?: TemplateCardActions;
}) {
  if (!actions)
    return template.starred ? (
      <ThemeIcon variant="transparent" color="yellow" size={32} aria-label="Starred">
        <IconStarFilled size={18} aria-hidden />
      </ThemeIcon>
    ) : null;
  const label = template.starred ? `Unstar ${template.title}` : `Star ${template.title}`;
  return (
    <Tooltip label={template.starred ? 'Unstar' : 'Star'} withArrow>
      <ActionIcon
        variant="subtle"
        color={template.starred ? 'yellow' : 'gray'}
        size={32}
        aria-label={label}
        aria-pressed={template.starred}
        loading={actions.starring}
        onClick={() => actions.onStar(!template.starred)}
      >
        {template.starred ? (
          <IconStarFilled size={18} aria-hidden />
        ) : (
          <IconStar size={18} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * One template: its title (which opens it), the first lines of its text, its attachments as
 * chips that open the file, and for editors a star toggle and the Edit/Delete menu. A template
 * the free plan leaves read-only after a downgrade says so, and offers no changes.
 */
export function TemplateCard({
  template,
  onOpen,
  actions,
}: {
  template: ResponseTemplate;
  onOpen: () => void;
  actions?: TemplateCardActions;
}) {
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={template.title} h="100%">
      <Stack gap="xs" h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <UnstyledButton onClick={onOpen} flex={1} miw={0} py={4}>
            <Text fw={700} lineClamp={2}>
              {template.title}
            </Text>
          </UnstyledButton>
          <Group gap={0} wrap="nowrap">
            <StarToggle template={template} actions={actions} />
            {actions ? (
              <EditDeleteMenu
                itemName={template.title}
                onEdit={actions.onEdit}
                onDelete={actions.onDelete}
              />
            ) : null}
          </Group>
        </Group>
        {template.readOnly ? (
          <Badge
            color="gray"
            variant="outline"
            leftSection={<IconLock size={12} aria-hidden />}
            title={messages.templates.readOnly(FREE_PLAN.customTemplates)}
          >
            {messages.templates.readOnlyBadge}
          </Badge>
        ) : null}
        <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {template.content}
        </Text>
        {template.attachments.length > 0 ? (
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {template.attachments.map((file) => (
              <li key={file.key} style={{ maxWidth: '100%' }}>
                <Button
                  component="a"
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  color="gray"
                  size="compact-sm"
                  radius="xl"
                  maw="100%"
                  leftSection={<AttachmentIcon contentType={file.contentType} size={14} />}
                  aria-label={`${file.name} (opens in a new tab)`}
                  styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
                >
                  {file.name}
                </Button>
              </li>
            ))}
          </Group>
        ) : null}
        <Text size="xs" c="dimmed" mt="auto">
          Updated {updatedOn.format(new Date(template.updatedAt))}
        </Text>
      </Stack>
    </Paper>
  );
}
