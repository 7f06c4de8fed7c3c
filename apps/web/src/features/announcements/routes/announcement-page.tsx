import { Alert, Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { useModalTarget } from '@/hooks/use-modal-target';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import { isApiError } from '@/lib/graphql';
import { useCompanyAnnouncement } from '../api/get-company-announcement';
import { AnnouncementDeleteDialogs } from '../components/announcement-delete-dialogs';
import { AnnouncementDetail } from '../components/detail/announcement-detail';
import { AnnouncementHeaderActions } from '../components/detail/announcement-header-actions';
import { AnnouncementEditorModal } from '../components/editor/announcement-editor-modal';
import type { EditorTarget } from '../components/editor/editor-values';
import { useAnnouncementActions } from '../hooks/use-announcement-actions';
import { useAnnouncementUpdates } from '../hooks/use-announcement-updates';

const text = messages.announcementScreens;
const LIST_PATH = '/dashboard/announcements';

/**
 * /dashboard/announcements/:id (?page=N opens a PDF at that page): the announcement with its
 * attachment, poll results (live) and engagement; star, pin, edit and delete for those who may.
 */
export function AnnouncementPage() {
  return (
    <PageGuard page="announcements">
      <AnnouncementScreen />
    </PageGuard>
  );
}

function BackLink() {
  return (
    <Anchor component={Link} to={LIST_PATH} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {text.backToList}
      </Group>
    </Anchor>
  );
}

function AnnouncementScreen() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { canEdit } = usePagePermission('announcements');
  const query = useCompanyAnnouncement(id);
  const editor = useModalTarget<EditorTarget>();
  const actions = useAnnouncementActions({ onGone: () => void navigate(LIST_PATH) });
  useAnnouncementUpdates();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setPage = (next: number) =>
    setParams(next === 1 ? {} : { page: String(next) }, { replace: true });

  const announcement = query.data;
  if (query.isPending)
    return (
      <PageFrame title="Announcement">
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the announcement">
          <Skeleton h={20} w="40%" />
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      </PageFrame>
    );
  if (query.isError || !announcement) {
    const missing =
      !announcement &&
      (!query.isError || (isApiError(query.error) && query.error.code === 'NOT_FOUND'));
    return (
      <PageFrame title="Announcement">
        <BackLink />
        {missing ? (
          <Alert color="gray" variant="light" role="status">
            {text.notFound}
          </Alert>
        ) : (
          <LoadErrorAlert
            title={text.loadOneFailed}
            message={query.error?.message ?? ''}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={announcement.title}
      actions={
        <AnnouncementHeaderActions
          announcement={announcement}
          canEdit={canEdit}
          actions={actions}
          onEdit={() => editor.open({ kind: 'edit', announcement })}
        />
      }
    >
      <AnnouncementDetail announcement={announcement} page={page} onPage={setPage} />
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
