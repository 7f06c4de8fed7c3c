import { Group, SegmentedControl, Stack, useMantineTheme } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { messages, TIMING } from '@quorum/shared';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { ResponseTemplatesView } from '@/features/templates';
import { useQuestionRegistryCount } from '../api/get-question-registry-count';
import { RegistryDialogs } from '../components/list/registry-dialogs';
import {
  RegistryQuestionModal,
  type RegistryQuestionTarget,
} from '../components/question-modal/registry-question-modal';
import { CsvImportModal } from '../csv-import/csv-import-modal';
import { MonthlyPromptsView } from '../monthly-prompts/monthly-prompts-view';
import { RegistryHeaderActions } from '../components/list/registry-header-actions';
import { RegistryQuestionsView } from '../components/list/registry-questions-view';
import { RegistrySearchInput } from '../components/list/registry-search-input';
import { useRegistryAccess } from '../hooks/use-registry-access';
import { useRegistryActions } from '../hooks/use-registry-actions';
import { useRegistryDialogs } from '../hooks/use-registry-dialogs';
import { useRegistryLocation, type RegistryView } from '../hooks/use-registry-location';
import { useRegistryLockUpdates } from '../hooks/use-registry-lock-updates';
import { useRegistrySelection } from '../hooks/use-registry-selection';

const VIEWS: { label: string; value: RegistryView }[] = [
  { label: 'Questions', value: 'questions' },
  { label: 'Response templates', value: 'templates' },
  { label: messages.monthlyPrompts.title, value: 'prompts' },
];

/**
 * The question registry screen (spec §2): title, search, Add new question with Import via CSV,
 * the Questions and Response templates views, the tabs and their cards. Its tab, view and open
 * question live in the address.
 */
function QuestionRegistryScreen() {
  const location = useRegistryLocation();
  const { tab, view } = location;
  // Three views do not fit side by side on a phone: one above the other there.
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true);
  const access = useRegistryAccess();
  const counts = useQuestionRegistryCount();
  const [search, setSearch] = useState('');
  const [importing, setImporting] = useState(false);
  // Spec §9: the search waits 800 ms after the last keystroke.
  const [searchText] = useDebouncedValue(search.trim(), TIMING.searchDebounceMs);
  const selection = useRegistrySelection(tab, searchText);
  const dialogs = useRegistryDialogs();
  const actions = useRegistryActions({ dialogs, onChanged: selection.remove });
  useRegistryLockUpdates();

  const counted = counts.data;
  const atLimit = counted?.limit != null && counted.total >= counted.limit;
  // At the free limit the prompt opens instead of the form; the server refuses a fourth anyway.
  const openAdd = () => (atLimit ? dialogs.upgrade('moreThanThree') : location.openNewQuestion());
  const openImport = () =>
    access.mayImport ? setImporting(true) : dialogs.upgrade('importQuestions');
  const questionTarget: RegistryQuestionTarget = location.questionId
    ? { kind: 'existing', id: location.questionId }
    : location.adding
      ? { kind: 'new' }
      : null;

  return (
    <PageFrame
      title={messages.registry.title}
      actions={
        view === 'questions' && access.canEdit ? (
          <RegistryHeaderActions onAdd={openAdd} onImport={openImport} />
        ) : null
      }
    >
      <Stack gap="md">
        <Group gap="sm" align="center" wrap="wrap">
          <SegmentedControl
            aria-label="Registry view"
            data={VIEWS}
            orientation={wide ? 'horizontal' : 'vertical'}
            fullWidth={!wide}
            w={wide ? undefined : '100%'}
            value={view}
            onChange={(value) => location.openView(value as RegistryView)}
          />
          {view === 'questions' ? (
            <RegistrySearchInput
              value={search}
              onChange={setSearch}
              flex="1 1 240px"
              maw={{ sm: 420 }}
            />
          ) : null}
        </Group>
        {view === 'templates' ? (
          <ResponseTemplatesView />
        ) : view === 'prompts' ? (
          <MonthlyPromptsView />
        ) : (
          <RegistryQuestionsView
            tab={tab}
            searchText={searchText}
            counts={counted}
            access={access}
            selection={selection}
            dialogs={dialogs}
            actions={actions}
            onTabChange={location.openTab}
            onOpen={location.openQuestion}
            onAdd={openAdd}
            onImport={openImport}
          />
        )}
      </Stack>
      <RegistryDialogs
        dialogs={dialogs}
        actions={actions}
        isCompanyCreator={access.isCompanyCreator}
      />
      <RegistryQuestionModal target={questionTarget} tab={tab} onClose={location.closeQuestion} />
      {access.canEdit && access.mayImport ? (
        <CsvImportModal opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </PageFrame>
  );
}

/** /dashboard/question-registry/:id?: the registry, for members who may view it. */
export function QuestionRegistryPage() {
  return (
    <PageGuard page="question-registry">
      <QuestionRegistryScreen />
    </PageGuard>
  );
}
