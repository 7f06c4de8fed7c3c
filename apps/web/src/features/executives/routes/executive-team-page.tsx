import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EXECUTIVE_TEAM_MAX, messages } from '@quorum/shared';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import type { ExecutiveMember } from '../api/get-executive-members';
import { useExecutiveMembers } from '../api/get-executive-members';
import { DeleteExecutiveModal } from '../components/delete-executive-modal';
import { ExecutiveFormModal, type ExecutiveFormTarget } from '../components/executive-form-modal';
import { ExecutiveTeamGrid } from '../components/executive-team-grid';
import { useModalTarget } from '@/hooks/use-modal-target';

/**
 * /dashboard/executive-team and /dashboard/company-profile/excutive-team: the people who lead the
 * company, as investors see them. The company details permission governs it (spec §6): viewers
 * read, editors add, edit and delete.
 */
export function ExecutiveTeamPage() {
  const { canView, canEdit } = usePagePermission('excutive-team');
  const team = useExecutiveMembers({ enabled: canView });
  const form = useModalTarget<ExecutiveFormTarget>();
  const deletion = useModalTarget<ExecutiveMember>();
  const full = (team.data?.length ?? 0) >= EXECUTIVE_TEAM_MAX;
  const openAdd = () => form.open({ kind: 'add' });

  return (
    <PageFrame
      title="Executive team"
      actions={
        canEdit && team.data && team.data.length > 0 ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={openAdd}
            disabled={full}
          >
            Add executive
          </Button>
        ) : null
      }
    >
      <PageGuard page="excutive-team" deniedMessage={messages.company.noPermission}>
        <ExecutiveTeamGrid
          canEdit={canEdit}
          onAdd={openAdd}
          onEdit={(executive) => form.open({ kind: 'edit', executive })}
          onDelete={deletion.open}
        />
        <ExecutiveFormModal
          opened={form.opened}
          target={form.target}
          opening={form.opening}
          onClose={form.close}
        />
        <DeleteExecutiveModal
          opened={deletion.opened}
          executive={deletion.target}
          onClose={deletion.close}
        />
      </PageGuard>
    </PageFrame>
  );
}
