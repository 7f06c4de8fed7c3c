import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconEye, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '@quorum/shared';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { BoardColumns } from '../components/columns/board-columns';
import { CategoriesModal } from '../components/categories/categories-modal';
import { AssignDialog } from '../components/dialogs/assign-dialog';
import { AssignUpgradeModal } from '../components/dialogs/assign-upgrade-modal';
import { CardCategoriesDialog } from '../components/dialogs/card-categories-dialog';
import { MoveToDialog } from '../components/dialogs/move-to-dialog';
import { EnquiryDetailDrawer } from '../components/enquiry-detail/enquiry-detail-drawer';
import { ExportReportButton } from '../components/report/export-report-button';
import { BoardBulkBar } from '../components/toolbar/board-bulk-bar';
import { BoardFilterBar } from '../components/toolbar/board-filter-bar';
import { useBoardAccess } from '../hooks/use-board-access';
import { useBoardCommands } from '../hooks/use-board-commands';
import { useBoardFilters } from '../hooks/use-board-filters';
import { useBoardSelection } from '../hooks/use-board-selection';
import { useBoardUpdates } from '../hooks/use-board-updates';
import { useOpenEnquiry } from '../hooks/use-open-enquiry';

/**
 * The question board (spec §2 /dashboard/questions, §4): the four columns with their counts and
 * pages, the filters, drag and drop and each card's menu, the selection's bulk bar, categories,
 * and the open question's detail (its id in the address). Live: another browser's change shows
 * without a reload.
 */
function QuestionsScreen() {
  const access = useBoardAccess();
  const filterState = useBoardFilters();
  const { filters } = filterState;
  const selection = useBoardSelection(filters);
  const commands = useBoardCommands({ filters, access, selection });
  const openEnquiry = useOpenEnquiry();
  const [managingCategories, setManagingCategories] = useState(false);
  useBoardUpdates();

  const dialog = commands.dialog;
  const cardIn = <K extends 'move' | 'categories' | 'assign'>(kind: K) =>
    dialog?.kind === kind && 'card' in dialog ? dialog.card : null;

  return (
    <PageFrame
      title="Questions"
      actions={
        <Group gap="sm">
          <ExportReportButton />
          <Button
            variant="default"
            leftSection={<IconTags size={16} aria-hidden />}
            onClick={() => setManagingCategories(true)}
          >
            Categories
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        {access.canEdit ? null : (
          <Alert color="gray" variant="light" icon={<IconEye size={18} aria-hidden />}>
            {messages.board.readOnlyBoard}
          </Alert>
        )}
        <BoardFilterBar state={filterState} />
        <BoardColumns
          filters={filters}
          filtered={filterState.filtered}
          commands={access.canEdit ? commands : null}
          selection={selection}
          onOpen={openEnquiry.open}
        />
      </Stack>

      {access.canEdit ? (
        <>
          <BoardBulkBar selection={selection} commands={commands} />
          <MoveToDialog
            card={cardIn('move')}
            onMove={(card, to) => void commands.move(card, to)}
            onClose={commands.closeDialog}
          />
          <CardCategoriesDialog
            card={cardIn('categories')}
            onChange={(card, categoryId, assign) =>
              void commands.changeCategory([card._id], categoryId, assign)
            }
            onManage={() => {
              commands.closeDialog();
              setManagingCategories(true);
            }}
            onClose={commands.closeDialog}
          />
          <AssignDialog
            card={cardIn('assign')}
            onSave={(card, userIds) => commands.setAssignees(card._id, userIds)}
            onClose={commands.closeDialog}
          />
          <AssignUpgradeModal
            opened={dialog?.kind === 'upgrade'}
            isCompanyCreator={access.isCompanyCreator}
            onClose={commands.closeDialog}
          />
        </>
      ) : null}
      <CategoriesModal
        opened={managingCategories}
        canEdit={access.canEdit}
        onClose={() => setManagingCategories(false)}
      />
      <EnquiryDetailDrawer enquiryId={openEnquiry.enquiryId} onClose={openEnquiry.close} />
    </PageFrame>
  );
}

/** /dashboard/questions: the board of investor questions, for members who may view it. */
export function QuestionsPage() {
  return (
    <PageGuard page="questions">
      <QuestionsScreen />
    </PageGuard>
  );
}
