import { ActionBar, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconTags } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { SelectionBar } from '@/components/selection/selection-bar';
import { SelectionBarButton } from '@/components/selection/selection-bar-button';
import { useEnquiryCategories } from '../../api/get-enquiry-categories';
import type { BoardCommands } from '../../hooks/use-board-commands';
import type { BoardSelection } from '../../hooks/use-board-selection';
import { CategoryChip } from '../card/category-chip';

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

  const unarchive = async () => {
    if (await commands.unarchive(ids)) selection.clear();
  };
  const assign = async (categoryId: string) => {
    if (await commands.changeCategory(ids, categoryId, true)) selection.clear();
  };

  return (
    <SelectionBar
      label="Selected questions"
      count={ids.length}
      countLabel={messages.board.selected(ids.length)}
      onClear={selection.clear}
    >
      <ActionBar.Divider />
      <SelectionBarButton
        label="Archive"
        icon={<IconArchive size={16} aria-hidden />}
        loading={commands.pending}
        onClick={() => void commands.archive(ids)}
      />
      <SelectionBarButton
        label="Unarchive"
        icon={<IconArchiveOff size={16} aria-hidden />}
        loading={commands.pending}
        onClick={() => void unarchive()}
      />
      <Menu position="top-end" shadow="md" width={220} withinPortal>
        <Menu.Target>
          <SelectionBarButton label="Assign category" icon={<IconTags size={16} aria-hidden />} />
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
    </SelectionBar>
  );
}
