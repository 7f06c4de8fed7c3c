import { Stack, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messages, TIMING } from '@quorum/shared';
import { PageGuard } from '@/components/permissions/page-guard';
import { ExtensionQuestionList } from '../components/list/extension-question-list';
import { RegistrySearchInput } from '../components/list/registry-search-input';

/**
 * /dashboard/question-registry-email/:id: the registry as the email extension shows it, for the
 * user in the route: saved questions only, read-only, each answer one click from the clipboard.
 * Laid out as one narrow column for the extension's side panel.
 */
function ExtensionRegistryView({ userId }: { userId: string }) {
  useDocumentTitle(`${messages.registry.title} · Quorum`);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), TIMING.searchDebounceMs);
  return (
    <Stack gap="sm" maw={520} w="100%">
      <Title order={1} fz={22}>
        {messages.registry.title}
      </Title>
      <RegistrySearchInput value={search} onChange={setSearch} />
      <ExtensionQuestionList userId={userId} searchText={searchText} />
    </Stack>
  );
}

export function QuestionRegistryEmailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <PageGuard page="question-registry">
      <ExtensionRegistryView userId={id} />
    </PageGuard>
  );
}
