import { ActionBar, ActionIcon, Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconRestore,
  IconStar,
  IconStarOff,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { messages, type RegistryTab } from '@quorum/shared';
import { SelectionBar } from '@/components/selection/selection-bar';
import { SelectionBarButton } from '@/components/selection/selection-bar-button';
import { useFetchQuestionRegistryIds } from '../../api/get-question-registry-ids';
import { loadedRegistryItems, useQuestionRegistries } from '../../api/get-question-registries';
import type { RegistryAccess } from '../../hooks/use-registry-access';
import type { RegistryActions } from '../../hooks/use-registry-actions';
import type { RegistryDialogs } from '../../hooks/use-registry-dialogs';
import type { RegistrySelection } from '../../hooks/use-registry-selection';

/**
 * The floating bulk bar (spec §2): 'N selected', Select all (every question in the tab and search,
 * loaded or not), Star or Unstar (Premium; the free plan gets its prompt), and a menu with Delete
 * questions. On the Deleted tab it offers Recover (Premium) and Delete permanently instead.
 * Escape or the close button clears the selection.
 */
export function RegistryBulkBar({
  tab,
  searchText,
  access,
  selection,
  dialogs,
  actions,
}: {
  tab: RegistryTab;
  searchText: string;
  access: RegistryAccess;
  selection: RegistrySelection;
  dialogs: RegistryDialogs;
  actions: RegistryActions;
}) {
  const fetchIds = useFetchQuestionRegistryIds();
  // The list's own cache: the loaded questions tell whether the selection is starred already.
  const items = loadedRegistryItems(useQuestionRegistries({ tab, searchText }).data?.pages);
  const [selectingAll, setSelectingAll] = useState(false);
  const ids = [...selection.ids];

  const selectAll = async () => {
    setSelectingAll(true);
    try {
      selection.selectAll(await fetchIds(tab, searchText));
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setSelectingAll(false);
    }
  };

  // Unstar when every selected question we can see is starred (all of them, on the Starred tab).
  const allStarred =
    tab === 'starred' || ids.every((id) => items.find((item) => item._id === id)?.starred === true);
  const star = () =>
    access.mayStar
      ? void actions.run({ kind: 'status', status: allStarred ? 'unstarred' : 'starred', ids })
      : dialogs.upgrade('star');
  const recover = () =>
    access.mayRestore
      ? void actions.run({ kind: 'status', status: 'restored', ids })
      : dialogs.upgrade('restore');
  const confirmDelete = () =>
    dialogs.open({
      kind: 'confirm',
      bulk: true,
      action:
        tab === 'deleted'
          ? { kind: 'deletePermanently', ids }
          : { kind: 'status', status: 'deleted', ids },
    });

  return (
    <SelectionBar
      label="Selected questions"
      count={ids.length}
      countLabel={messages.registry.selected(ids.length)}
      onClear={selection.clear}
    >
      <Button
        size="compact-sm"
        variant="subtle"
        style={{ flexShrink: 0 }}
        loading={selectingAll}
        onClick={() => void selectAll()}
      >
        Select all
      </Button>
      <ActionBar.Divider visibleFrom="sm" />
      {tab === 'deleted' ? (
        <SelectionBarButton
          label="Recover"
          icon={<IconRestore size={16} aria-hidden />}
          loading={actions.pending}
          onClick={recover}
        />
      ) : (
        <SelectionBarButton
          label={allStarred ? 'Unstar' : 'Star'}
          icon={
            allStarred ? <IconStarOff size={16} aria-hidden /> : <IconStar size={16} aria-hidden />
          }
          loading={actions.pending}
          onClick={star}
        />
      )}
      <Menu position="top-end" shadow="md" width={200} withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="More actions for the selection">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={
              tab === 'deleted' ? (
                <IconTrashX size={16} aria-hidden />
              ) : (
                <IconTrash size={16} aria-hidden />
              )
            }
            onClick={confirmDelete}
          >
            {tab === 'deleted' ? 'Delete permanently' : 'Delete questions'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </SelectionBar>
  );
}
