import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Box, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconGripVertical, IconLock } from '@tabler/icons-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import type { CompanyLink } from '../../api/get-company-links';
import { CompanyLinkTypeIcon } from './company-link-type-icon';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';

/** The address without its https://, so more of what tells links apart fits on a phone. */
const shownAddress = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** What a row shows: the site's mark, the title, and the address, which opens in a new tab. */
function LinkBody({ link }: { link: CompanyLink }) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
        <CompanyLinkTypeIcon type={link.type} website={link.locked} />
      </ThemeIcon>
      <Box style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}>
          {link.title}
        </Text>
        <Anchor
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          c="dimmed"
          truncate="end"
          display="block"
        >
          {shownAddress(link.url)}
        </Anchor>
      </Box>
    </Group>
  );
}

function RowFrame({
  children,
  ref,
  style,
}: {
  children: ReactNode;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
}) {
  return (
    <Paper withBorder radius="md" px="sm" py={10} component="li" ref={ref} style={style}>
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
    </Paper>
  );
}

/** The company website: always first, and changed only in the company details above. */
export function LockedLinkRow({ link }: { link: CompanyLink }) {
  return (
    <RowFrame>
      <Tooltip label="Locked: change the website in the company details" withArrow>
        <ThemeIcon
          variant="transparent"
          c="dimmed"
          size={28}
          role="img"
          aria-label="Locked: change the website in the company details"
        >
          <IconLock size={18} aria-hidden />
        </ThemeIcon>
      </Tooltip>
      <LinkBody link={link} />
    </RowFrame>
  );
}

/** A link read by someone who may not change it. */
export function ReadOnlyLinkRow({ link }: { link: CompanyLink }) {
  return (
    <RowFrame>
      <LinkBody link={link} />
    </RowFrame>
  );
}

/** An additional link: a handle to drag it (mouse, touch or keyboard) and its Edit/Delete menu. */
export function SortableLinkRow({
  link,
  disabled,
  onEdit,
  onDelete,
}: {
  link: CompanyLink;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: link._id, disabled });
  return (
    <RowFrame
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size={28}
        aria-label={`Move ${link.title}`}
        style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
      <LinkBody link={link} />
      <EditDeleteMenu itemName={link.title} onEdit={onEdit} onDelete={onDelete} />
    </RowFrame>
  );
}
