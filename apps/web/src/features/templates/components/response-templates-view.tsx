import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { TIMING, messages } from '@quorum/shared';
import { useState } from 'react';
import { PageGuard } from '@/components/permissions/page-guard';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import { useResponseTemplates, type ResponseTemplate } from '../api/get-response-templates';
import { useStarResponseTemplate } from '../api/star-response-template';
import { useModalTarget } from '@/hooks/use-modal-target';
import { DeleteTemplateModal } from './delete-template-modal';
import { TemplateCard } from './template-card';
import { TemplateFormModal, type TemplateFormTarget } from './template-form-modal';
import { TemplateList } from './template-list';
import { TemplatesHeader } from './templates-header';
import { TemplatesReadOnlyNotice, TemplatesUpgradePrompt } from './templates-upgrade-prompt';

const text = messages.templates;

/**
 * The "Response templates" view of the question registry page: reusable replies with their
 * attachments. The question registry permission governs it (spec §6): viewers read and open
 * templates; editors create, edit, star and delete them. On the free plan the heading counts
 * against its three, and the upgrade prompt shows once they are used; after a downgrade, those
 * beyond the three are read-only for everyone, and a notice says how many.
 */
export function ResponseTemplatesView() {
  return (
    <PageGuard page="question-registry">
      <TemplatesSection />
    </PageGuard>
  );
}

function TemplatesSection() {
  const { canView, canEdit } = usePagePermission('question-registry');
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), TIMING.searchDebounceMs);
  // The unfiltered list gives the count and the plan's limit whatever the search shows.
  const all = useResponseTemplates('', { enabled: canView });
  const found = useResponseTemplates(searchText, { enabled: canView && searchText !== '' });
  const shown = searchText ? found : all;
  const star = useStarResponseTemplate();
  const form = useModalTarget<TemplateFormTarget>();
  const deletion = useModalTarget<ResponseTemplate>();

  const count = all.data?.items.length;
  const limit = all.data?.limit;
  const atLimit = typeof limit === 'number' && count !== undefined && count >= limit;
  // After a downgrade: templates beyond the free plan's first ones are kept, read-only.
  const readOnlyCount = all.data?.items.filter((template) => template.readOnly).length ?? 0;
  const openCreate = () => form.open({ kind: 'create' });

  const starTemplate = (template: ResponseTemplate, starred: boolean) =>
    star.mutate(
      { responseTemplateId: template._id, starred },
      {
        onSuccess: () => notifications.show({ message: starred ? text.starred : text.unstarred }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  const mayChange = (template: ResponseTemplate) => canEdit && !template.readOnly;
  const renderCard = (template: ResponseTemplate) => (
    <TemplateCard
      key={template._id}
      template={template}
      onOpen={() => form.open({ kind: mayChange(template) ? 'edit' : 'view', template })}
      actions={
        mayChange(template)
          ? {
              onEdit: () => form.open({ kind: 'edit', template }),
              onDelete: () => deletion.open(template),
              onStar: (starred) => starTemplate(template, starred),
              starring: star.isPending && star.variables.responseTemplateId === template._id,
            }
          : undefined
      }
    />
  );

  return (
    <Stack component="section" gap="md" aria-labelledby="response-templates-title">
      <TemplatesHeader
        count={count}
        limit={limit}
        search={search}
        searching={Boolean(searchText) && found.isFetching}
        onSearch={setSearch}
        onCreate={canEdit ? (atLimit ? null : openCreate) : undefined}
      />
      {readOnlyCount > 0 && typeof limit === 'number' ? (
        <TemplatesReadOnlyNotice count={readOnlyCount} limit={limit} />
      ) : atLimit && canEdit ? (
        <TemplatesUpgradePrompt limit={limit} />
      ) : null}
      <TemplateList
        templates={shown.data?.items}
        error={shown.error}
        retrying={shown.isFetching}
        searchText={searchText}
        onRetry={() => void shown.refetch()}
        onCreate={canEdit && !atLimit ? openCreate : undefined}
        renderCard={renderCard}
      />
      <TemplateFormModal
        opened={form.opened}
        target={form.target}
        opening={form.opening}
        onClose={form.close}
      />
      <DeleteTemplateModal
        opened={deletion.opened}
        template={deletion.target}
        onClose={deletion.close}
      />
    </Stack>
  );
}
