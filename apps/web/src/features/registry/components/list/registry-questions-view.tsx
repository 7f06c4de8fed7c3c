import { Stack } from '@mantine/core';
import { messages, type RegistryTab } from '@quorum/shared';
import type { RegistryCount } from '../../api/get-question-registry-count';
import type { RegistryAccess } from '../../hooks/use-registry-access';
import type { RegistryActions } from '../../hooks/use-registry-actions';
import type { RegistryDialogs, UpgradeReason } from '../../hooks/use-registry-dialogs';
import type { RegistrySelection } from '../../hooks/use-registry-selection';
import { RegistryBulkBar } from './registry-bulk-bar';
import { RegistryQuestionList, type LeadingCards } from './registry-question-list';
import { RegistryTabs } from './registry-tabs';
import { RegistryUpgradePrompt } from './registry-upgrade-prompt';

/** The upgrade prompt each Premium tab shows on the free plan (spec §2). */
const TAB_PROMPT: Record<RegistryTab, UpgradeReason | null> = {
  all: null,
  drafts: 'drafts',
  starred: 'star',
  deleted: 'restore',
};

/**
 * The leading cards of a tab (spec §6): the New question card needs administrative control or
 * question management, and shows on All questions, or on every tab but Deleted with Premium; at
 * the free limit the upgrade card takes its place. The CSV card leads All questions for editors.
 */
function leadingCards(tab: RegistryTab, access: RegistryAccess, atLimit: boolean): LeadingCards {
  const mayCreateHere = access.canCreate && (access.unlimited ? tab !== 'deleted' : tab === 'all');
  return {
    create: !mayCreateHere ? null : atLimit ? 'upgrade' : 'new',
    importCsv: access.canEdit && tab === 'all',
  };
}

/** The Questions view: tabs with counts, the free-plan prompts, the cards and the bulk bar. */
export function RegistryQuestionsView({
  tab,
  searchText,
  counts,
  access,
  selection,
  dialogs,
  actions,
  onTabChange,
  onOpen,
  onAdd,
  onImport,
}: {
  tab: RegistryTab;
  searchText: string;
  counts: RegistryCount | undefined;
  access: RegistryAccess;
  selection: RegistrySelection;
  dialogs: RegistryDialogs;
  actions: RegistryActions;
  onTabChange: (tab: RegistryTab) => void;
  onOpen: (id: string) => void;
  onAdd: () => void;
  onImport: () => void;
}) {
  const atLimit = counts?.limit != null && counts.total >= counts.limit;
  // After a downgrade: the questions beyond the free plan's first ones are kept, read-only.
  const readOnly = counts?.limit != null ? Math.max(0, counts.total - counts.limit) : 0;
  const prompt = access.unlimited
    ? null
    : readOnly > 0 && tab === 'all'
      ? 'readOnly'
      : TAB_PROMPT[tab];
  return (
    <>
      <RegistryTabs tab={tab} counts={counts} onChange={onTabChange}>
        <Stack gap="md" pb={access.canEdit ? 96 : 0}>
          {prompt ? (
            <RegistryUpgradePrompt
              reason={prompt}
              body={
                prompt === 'readOnly' && counts?.limit != null
                  ? messages.registry.readOnlyNotice(readOnly, counts.limit)
                  : undefined
              }
              isCompanyCreator={access.isCompanyCreator}
            />
          ) : null}
          <RegistryQuestionList
            tab={tab}
            searchText={searchText}
            access={access}
            leading={leadingCards(tab, access, atLimit)}
            selection={selection}
            dialogs={dialogs}
            actions={actions}
            onOpen={onOpen}
            onAdd={onAdd}
            onImport={onImport}
          />
        </Stack>
      </RegistryTabs>
      {access.canEdit ? (
        <RegistryBulkBar
          tab={tab}
          searchText={searchText}
          access={access}
          selection={selection}
          dialogs={dialogs}
          actions={actions}
        />
      ) : null}
    </>
  );
}
