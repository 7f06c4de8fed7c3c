import { Button, CloseButton, ScrollArea, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { loadedRegistryItems, useQuestionRegistries } from '@/features/registry';
import { QuickResponseInfo } from '@/features/onboarding';
import { useResponseTemplates } from '@/features/templates';
import { RegistryAnswerList } from './registry-answer-list';
import { SuggestedAnswers } from './suggested-answers';
import type { ReplyComposerControls } from './use-reply-composer';

/** Spec §9: searches wait 800 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 800;

type AnswerTab = 'questions' | 'templates';

/**
 * 'Answer from registry': search the saved registry questions and the response templates, and
 * 'Use' one to put its answer in the reply (a template also brings its files, as many as fit).
 * With the search box empty, the answers suggested for this question come first.
 */
export function AnswerFromRegistry({
  composer,
  withTitle = true,
  listMaxHeight,
}: {
  composer: ReplyComposerControls;
  withTitle?: boolean;
  /** Beside the thread the results scroll on their own, so the search box stays in view. */
  listMaxHeight?: string;
}) {
  const [tab, setTab] = useState<AnswerTab>('questions');
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const questions = useQuestionRegistries({ tab: 'all', searchText, enabled: tab === 'questions' });
  const templates = useResponseTemplates(searchText, { enabled: tab === 'templates' });

  // Drafts have no answer to give yet: only saved questions are offered.
  const saved = loadedRegistryItems(questions.data?.pages).filter((item) => !item.drafted);
  const templateItems = templates.data?.items ?? [];

  const applyTemplate = (id: string) => {
    const template = templateItems.find((item) => item._id === id);
    if (!template) return;
    composer.insertText(template.content);
    const skipped = composer.attachments.copyIn(template.attachments);
    if (skipped > 0)
      notifications.show({
        color: 'yellow',
        message: messages.board.templateFilesSkipped(skipped),
      });
  };

  return (
    <Stack gap="xs" component="section" aria-label="Answer from registry">
      {withTitle ? (
        <Title order={3} size="h5">
          Answer from registry
        </Title>
      ) : null}
      <Tabs value={tab} onChange={(value) => setTab((value as AnswerTab | null) ?? 'questions')}>
        <Tabs.List grow>
          <Tabs.Tab value="questions">Questions</Tabs.Tab>
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'templates' ? <QuickResponseInfo /> : null}
      <TextInput
        type="search"
        aria-label={tab === 'questions' ? 'Search saved questions' : 'Search templates'}
        placeholder={tab === 'questions' ? 'Search saved questions' : 'Search templates'}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          search ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
          ) : null
        }
      />
      <ScrollArea.Autosize mah={listMaxHeight} type="auto" offsetScrollbars>
        {tab === 'questions' && !search ? (
          <SuggestedAnswers enquiryId={composer.enquiryId} onUse={composer.insertText} />
        ) : null}
        {tab === 'questions' ? (
          <RegistryAnswerList
            options={saved.map((item) => ({
              id: item._id,
              title: item.question,
              body: item.response,
            }))}
            loading={questions.isPending}
            error={questions.error}
            onRetry={() => void questions.refetch()}
            onUse={(id) => {
              const item = saved.find((question) => question._id === id);
              if (item) composer.insertText(item.response);
            }}
            empty={searchText ? 'No saved question matches.' : 'No saved questions yet.'}
            footer={
              questions.hasNextPage ? (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => void questions.fetchNextPage()}
                  loading={questions.isFetchingNextPage}
                >
                  Load more
                </Button>
              ) : null
            }
          />
        ) : (
          <RegistryAnswerList
            options={templateItems.map((item) => ({
              id: item._id,
              title: item.title,
              body: item.content,
              extra:
                item.attachments.length > 0
                  ? `${item.attachments.length} attachment${item.attachments.length === 1 ? '' : 's'}`
                  : undefined,
            }))}
            loading={templates.isPending}
            error={templates.error}
            onRetry={() => void templates.refetch()}
            onUse={applyTemplate}
            empty={searchText ? 'No template matches.' : 'No templates yet.'}
          />
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
