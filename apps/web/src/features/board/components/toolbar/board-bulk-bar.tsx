import { ActionBar, Button, Menu, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconArchive, IconArchiveOff, IconTags } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useEnquiryCategories } from '../../api/get-enquiry-categories';
import type { BoardCommands } from '../../hooks/use-board-commands';
import type { BoardSelection } from '../../hooks/use-board-selection';
import { CategoryChip } from '../card/category-chip';

/** Escape belongs to an open dialog or menu first; only then does it clear the selection. */
const somethingElseOpen = () => document.querySelector('[role="dialog"], [role="menu"]') !== null;

/**
 * The floating bar over a selection: 'N selected', Archive, Unarchive and Assign category.
 * Escape or its close button clears the selection.
 */
export function BoardBulkBar({
  selection,
  commands,
}: {
  selection: BoardSelection;
  commands: BoardCommands;
}) {
  const categories = useEnquiryCategories();
  const ids = [...selection.ids];
  const opened = ids.length > 0;

  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape' && !somethingElseOpen()) selection.clear();
  });

  const unarchive = async () => {
    if (await commands.unarchive(ids)) selection.clear();
  };
  const assign = async (categoryId: string) => {
    if (await commands.changeCategory(ids, categoryId, true)) selection.clear();
  };

  return (
    <ActionBar
      opened={opened}
      onClose={selection.clear}
      aria-label="Selected questions"
      shadow="lg"
      radius="xl"
      position={{ bottom: 24, left: 8, right: 8 }}
      maw="calc(100vw - 16px)"
      style={{ flexWrap: 'nowrap' }}
    >
      <Text size="sm" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }} px={4}>
        {messages.board.selected(ids.length)}
      </Text>
      <ActionBar.Divider />
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArchive size={16} aria-hidden />}
        loading={commands.pending}
        onClick={() => void commands.archive(ids)}
      >
        Archive
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArchiveOff size={16} aria-hidden />}
        loading={commands.pending}
        onClick={() => void unarchive()}
      >
        Unarchive
      </Button>
      <Menu position="top-end" shadow="md" width={220} withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconTags size={16} aria-hidden />}
          >
            Assign category
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(categories.data ?? []).length === 0 ? (
            <Menu.Label>{messages.board.noCategories}</Menu.Label>
          ) : null}
          {(categories.data ?? []).map((category) => (
            <Menu.Item key={category._id} onClick={() => void assign(category._id)}>
              <CategoryChip name={category.name} colorIndex={category.colorIndex} />
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ActionBar.CloseButton aria-label="Clear selection" />
    </ActionBar>
  );
}
