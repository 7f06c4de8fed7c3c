import { Button, Group } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { useModalTarget } from '@/hooks/use-modal-target';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import type { Announcement } from '../api/announcement-fields';
import { useCompanyAnnouncements } from '../api/get-company-announcements';
import { AnnouncementDeleteDialogs } from '../components/announcement-delete-dialogs';
import { AnnouncementEditorModal } from '../components/editor/announcement-editor-modal';
import type { EditorTarget } from '../components/editor/editor-values';
import type { AnnouncementCardActions } from '../components/list/announcement-card';
import { AnnouncementList } from '../components/list/announcement-list';
import { AnnouncementViews } from '../components/list/announcement-views';
import { useAnnouncementActions } from '../hooks/use-announcement-actions';
import { useAnnouncementUpdates } from '../hooks/use-announcement-updates';
import { useListLocation } from '../hooks/use-list-location';

const text = messages.announcementScreens;

/**
 * /dashboard/announcements (spec screens §2): the company's announcements 5 a page, pinned
 * first, in four views (All, Published, Drafts, Deleted), with the footer's counts. Members with
 * full access create, edit, star, pin, delete and restore; viewers read (spec §6).
 */
export function AnnouncementsPage() {
  return (
    <PageGuard page="announcements">
      <AnnouncementsScreen />
    </PageGuard>
  );
}

function AnnouncementsScreen() {
  const { canEdit } = usePagePermission('announcements');
  const { view, page, setView, setPage, replacePage } = useListLocation();
  const list = useCompanyAnnouncements(view, page);
  const editor = useModalTarget<EditorTarget>();
  const actions = useAnnouncementActions();
  useAnnouncementUpdates();

  const actionsFor = (announcement: Announcement): AnnouncementCardActions => {
    if (!canEdit) return {};
    if (announcement.deleted)
      return {
        onRestore: () => actions.restore(announcement),
        onDeleteForGood: () => actions.askDeleteForGood(announcement),
      };
    return {
      onToggleStar: () => actions.toggleStar(announcement),
      onTogglePin: () => actions.togglePin(announcement),
      onEdit: () => editor.open({ kind: 'edit', announcement }),
      onDelete: () => actions.askDelete(announcement),
      busy: actions.busy(announcement),
    };
  };

  return (
    <PageFrame
      title="Announcements"
      actions={
        canEdit ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconChartBar size={18} aria-hidden />}
              onClick={() => editor.open({ kind: 'poll' })}
            >
              {text.newPoll}
            </Button>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => editor.open({ kind: 'announcement' })}
            >
              {text.newAnnouncement}
            </Button>
          </Group>
        ) : null
      }
    >
      <AnnouncementViews view={view} counts={list.data} onChange={setView}>
        <AnnouncementList
          view={view}
          list={list}
          onPage={setPage}
          onPageGone={replacePage}
          actionsFor={actionsFor}
          onCreate={canEdit ? () => editor.open({ kind: 'announcement' }) : undefined}
        />
      </AnnouncementViews>
      <AnnouncementEditorModal
        opened={editor.opened}
        target={editor.target}
        opening={editor.opening}
        onClose={editor.close}
      />
      <AnnouncementDeleteDialogs actions={actions} />
    </PageFrame>
  );
}
