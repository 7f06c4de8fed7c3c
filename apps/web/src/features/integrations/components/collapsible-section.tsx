import { Collapse, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/**
 * A titled section that opens and closes from its heading, a button with aria-expanded so a
 * keyboard or screen reader user can open it as anyone else does.
 */
export function CollapsibleSection({
  title,
  description,
  opened,
  onToggle,
  keepMounted = false,
  children,
}: {
  title: string;
  description: string;
  opened: boolean;
  onToggle: () => void;
  /** Keep the content (and its state, such as an unsaved draft) while closed. */
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const contentId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <h2 style={{ margin: 0 }}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={contentId}
          w="100%"
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
          }}
        >
          <span style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Text fw={700} fz="lg" component="span">
              {title}
            </Text>
            <Text size="sm" c="dimmed" component="span">
              {description}
            </Text>
          </span>
          <IconChevronDown
            size={20}
            aria-hidden
            style={{ flexShrink: 0, transform: opened ? 'rotate(180deg)' : undefined }}
          />
        </UnstyledButton>
      </h2>
      <Collapse expanded={opened} keepMounted={keepMounted} id={contentId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Paper>
  );
}
