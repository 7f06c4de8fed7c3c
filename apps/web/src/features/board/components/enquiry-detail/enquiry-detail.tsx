import { Box, Grid, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Timeline } from '@/features/activity';
import { RegistryQuestionModal, type RegistryQuestionTarget } from '@/features/registry';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import { boardKeys } from '../../api/board-keys';
import { useEnquiryQuestion, type EnquiryDetail as Enquiry } from '../../api/get-enquiry-question';
import { useEnquiryReplyList } from '../../api/get-enquiry-reply-list';
import { useMarkEnquiryRead } from '../../api/mark-enquiry-read';
import { AnswerFromRegistry } from './answer-from-registry';
import { ConversationPanel } from './conversation-panel';
import { EnquiryActions } from './enquiry-actions';
import { EnquiryDetailError, EnquiryDetailLoading } from './enquiry-detail-states';
import { EnquiryDetailHeader } from './enquiry-detail-header';
import { EnquiryHistory } from './enquiry-history';
import { EnquiryNote } from './enquiry-note';
import { EnquiryQuestionCard } from './enquiry-question-card';
import { investorDisplay } from './investor-display';
import { useReplyComposer } from './use-reply-composer';
import { SimilarQuestions } from '../duplicates/similar-questions';

/**
 * One question in the drawer. Opening it records that the member has read it (the menu chip's
 * count falls); then the question, its thread and composer, note and the investor's history.
 */
export function EnquiryDetail({
  enquiryId,
  onOpenEnquiry,
}: {
  enquiryId: string;
  onOpenEnquiry: (enquiryId: string) => void;
}) {
  const enquiry = useEnquiryQuestion(enquiryId);
  const { mutate: markRead } = useMarkEnquiryRead();
  useEffect(() => markRead(enquiryId), [enquiryId, markRead]);

  if (enquiry.isPending) return <EnquiryDetailLoading />;
  if (enquiry.isError)
    return <EnquiryDetailError error={enquiry.error} onRetry={() => void enquiry.refetch()} />;
  return <EnquiryDetailContent enquiry={enquiry.data} onOpenEnquiry={onOpenEnquiry} />;
}

type DetailTab = 'conversation' | 'note' | 'history' | 'changes';

function EnquiryDetailContent({
  enquiry,
  onOpenEnquiry,
}: {
  enquiry: Enquiry;
  onOpenEnquiry: (enquiryId: string) => void;
}) {
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const board = usePagePermission('questions');
  const registry = usePagePermission('question-registry');
  const replies = useEnquiryReplyList(enquiry._id);
  const asker = investorDisplay(enquiry);
  const composer = useReplyComposer({
    enquiryId: enquiry._id,
    draft: replies.data ? (replies.data.find((reply) => reply.draft) ?? null) : undefined,
    emailedTo: enquiry.isGuest ? asker.email : null,
  });
  const [tab, setTab] = useState<DetailTab>('conversation');
  const [registryTarget, setRegistryTarget] = useState<RegistryQuestionTarget>(null);

  const addToRegistry = () => {
    // The answer the team sent last is the registry's response; none yet leaves it to be written.
    const lastSent = replies.data?.filter((reply) => reply.fromQuorum && !reply.draft).at(-1);
    setRegistryTarget({
      kind: 'new',
      prefill: { question: enquiry.question, response: lastSent?.content ?? '' },
      enquiryId: enquiry._id,
    });
  };
  const closeRegistry = () => {
    setRegistryTarget(null);
    void queryClient.invalidateQueries({ queryKey: boardKeys.enquiry(enquiry._id) });
    void queryClient.invalidateQueries({ queryKey: boardKeys.columns() });
  };

  const sidePanel = board.canEdit && wide;
  return (
    <Stack gap="md">
      <EnquiryDetailHeader
        enquiry={enquiry}
        asker={asker}
        actions={
          board.canEdit ? (
            <EnquiryActions
              enquiry={enquiry}
              canAddToRegistry={registry.canEdit}
              onAddToRegistry={addToRegistry}
            />
          ) : null
        }
      />
      <Grid gap="lg">
        <Grid.Col span={sidePanel ? 8 : 12}>
          <Stack gap="md">
            <EnquiryQuestionCard enquiry={enquiry} />
            <SimilarQuestions
              enquiryId={enquiry._id}
              outstanding={enquiry.boardStatus === 'outstanding'}
              canAnswer={board.canEdit}
              draftContent={() => composer.form.getValues('content') ?? ''}
              onOpenEnquiry={onOpenEnquiry}
            />
            <Tabs
              value={tab}
              onChange={(value) => setTab((value as DetailTab | null) ?? 'conversation')}
            >
              <Tabs.List>
                <Tabs.Tab value="conversation">Conversation</Tabs.Tab>
                <Tabs.Tab value="note">Internal note</Tabs.Tab>
                <Tabs.Tab value="history">History</Tabs.Tab>
                <Tabs.Tab value="changes">Changes</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="conversation" pt="md">
                <ConversationPanel
                  replies={replies}
                  investorName={asker.name}
                  composer={composer}
                  canReply={board.canEdit}
                  registryInline={!wide}
                />
              </Tabs.Panel>
              <Tabs.Panel value="note" pt="md">
                <EnquiryNote enquiryId={enquiry._id} canEdit={board.canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="history" pt="md">
                {tab === 'history' ? (
                  <EnquiryHistory enquiryId={enquiry._id} onOpen={onOpenEnquiry} />
                ) : null}
              </Tabs.Panel>
              <Tabs.Panel value="changes" pt="md">
                {tab === 'changes' ? (
                  <Timeline subjectType="enquiry" subjectId={enquiry._id} title="Changes" />
                ) : null}
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Grid.Col>
        {sidePanel ? (
          <Grid.Col span={4}>
            {/* Stays in view beside a long thread, below the drawer's own sticky title. */}
            <Box pos="sticky" top={72}>
              <AnswerFromRegistry composer={composer} listMaxHeight="calc(100dvh - 15rem)" />
            </Box>
          </Grid.Col>
        ) : null}
      </Grid>
      <RegistryQuestionModal target={registryTarget} tab="all" onClose={closeRegistry} />
    </Stack>
  );
}
