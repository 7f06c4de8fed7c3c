import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { MAX_ADDITIONAL_COMPANY_LINKS, messages } from '@quorum/shared';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteCompanyLink } from '../../api/delete-company-link';
import { useReorderCompanyLinks } from '../../api/drag-and-drop-update-company-link';
import { useCompanyLinks, type CompanyLink } from '../../api/get-company-links';
import { CompanyLinkFormModal, type LinkFormTarget } from './company-link-form-modal';
import { LockedLinkRow, ReadOnlyLinkRow } from './company-link-row';
import { SortableCompanyLinks } from './sortable-company-links';

const text = messages.companyLinks;

/**
 * Company links on the company details page (spec §5): the locked website link first, then up to
 * five more, dragged into order and edited or deleted from their menus. Without edit permission
 * the list is read-only: no handles, menus or Add link.
 */
export function CompanyLinksSection({ canEdit }: { canEdit: boolean }) {
  const links = useCompanyLinks();
  const reorder = useReorderCompanyLinks();
  const remove = useDeleteCompanyLink();
  const [formTarget, setFormTarget] = useState<LinkFormTarget | null>(null);

  const website = links.data?.find((l) => l.locked);
  const additional = links.data?.filter((l) => !l.locked) ?? [];
  const atLimit = additional.length >= MAX_ADDITIONAL_COMPANY_LINKS;

  const confirmDelete = (link: CompanyLink) =>
    modals.openConfirmModal({
      title: 'Delete link',
      centered: true,
      children: <Text size="sm">{text.deleteConfirm(link.title)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(link._id, {
          onSuccess: () => notifications.show({ message: text.deleted }),
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        }),
    });

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="company-links-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg" id="company-links-title">
              Company links
            </Title>
            {canEdit && links.data ? (
              <Text
                size="sm"
                c={atLimit ? 'orange.8' : 'dimmed'}
                role={atLimit ? 'status' : undefined}
              >
                {atLimit ? text.reachedMax : text.maxAdditional(MAX_ADDITIONAL_COMPANY_LINKS)}
              </Text>
            ) : null}
          </div>
          {canEdit ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!links.data || atLimit}
              onClick={() => setFormTarget({ kind: 'add' })}
            >
              Add link
            </Button>
          ) : null}
        </Group>

        {links.isPending ? (
          <Stack gap="xs" aria-label="Loading links">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={58} radius="md" />
            ))}
          </Stack>
        ) : links.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{links.error.message}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => void links.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Company links"
          >
            {website && canEdit ? <LockedLinkRow link={website} /> : null}
            {website && !canEdit ? <ReadOnlyLinkRow link={website} /> : null}
            {canEdit ? (
              <SortableCompanyLinks
                links={additional}
                disabled={reorder.isPending}
                onReorder={(ordered) => reorder.mutate(website ? [website, ...ordered] : ordered)}
                onEdit={(link) => setFormTarget({ kind: 'edit', link })}
                onDelete={confirmDelete}
              />
            ) : (
              additional.map((link) => <ReadOnlyLinkRow key={link._id} link={link} />)
            )}
          </Stack>
        )}
        {links.data && !website && canEdit ? (
          <Text size="sm" c="dimmed">
            {text.websiteMissing}
          </Text>
        ) : null}
        {links.data?.length === 0 && !canEdit ? (
          <Text size="sm" c="dimmed">
            {text.none}
          </Text>
        ) : null}
      </Stack>
      <CompanyLinkFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </Paper>
  );
}
