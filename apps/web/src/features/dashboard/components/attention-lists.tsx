import { Badge, Stack, Tabs, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useNow } from '@/hooks/use-now';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { DashboardHome, HomeQuestion } from '../api/get-dashboard-home';
import { QuestionRow } from './question-row';
import { waitedFor } from './waited-for';
import { HomeSection } from './home-section';

const text = messages.dashboard;

function QuestionList({
  questions,
  empty,
  when,
}: {
  questions: readonly HomeQuestion[];
  empty: string;
  when: (question: HomeQuestion) => string;
}) {
  if (questions.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        {empty}
      </Text>
    );
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {questions.map((question) => (
        <li key={question._id}>
          <QuestionRow question={question} when={when(question)} />
        </li>
      ))}
    </Stack>
  );
}

const count = (n: number) => (
  <Badge size="sm" variant="light" color="gray" circle={n < 10}>
    {n}
  </Badge>
);

/**
 * What needs an answer now (the home's first list): the questions that have waited longest, those
 * assigned to the member, and replies drafted but not sent, five of each, each a link to its detail.
 */
export function AttentionLists({
  home,
}: {
  home: Required<
    Pick<
      DashboardHome,
      'waitingLongest' | 'assignedToMe' | 'draftsToSend' | 'newAndTotalOutstandingQuestions'
    >
  >;
}) {
  const now = useNow(60_000);
  const waiting = (q: HomeQuestion) => text.waitingFor(waitedFor(q.createdAt, now));
  const arrived = (q: HomeQuestion) => formatRelativeTime(q.createdAt, { now });
  return (
    <HomeSection
      title={text.attentionTitle}
      link={{ label: text.viewBoard, to: '/dashboard/questions' }}
    >
      <Tabs defaultValue="waiting" keepMounted={false} styles={{ tab: { flexShrink: 0 } }}>
        {/* One line on a phone too: the tabs scroll sideways rather than stack. */}
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab
            value="waiting"
            rightSection={count(home.newAndTotalOutstandingQuestions.total)}
          >
            {text.waitingLongest}
          </Tabs.Tab>
          <Tabs.Tab value="assigned" rightSection={count(home.assignedToMe.meta.totalItems)}>
            {text.assignedToMe}
          </Tabs.Tab>
          <Tabs.Tab value="drafts" rightSection={count(home.draftsToSend.meta.totalItems)}>
            {text.draftsToSend}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="waiting" pt="xs">
          <QuestionList
            questions={home.waitingLongest.items}
            empty={text.waitingEmpty}
            when={waiting}
          />
        </Tabs.Panel>
        <Tabs.Panel value="assigned" pt="xs">
          <QuestionList
            questions={home.assignedToMe.items}
            empty={text.assignedEmpty}
            when={waiting}
          />
        </Tabs.Panel>
        <Tabs.Panel value="drafts" pt="xs">
          <QuestionList
            questions={home.draftsToSend.items}
            empty={text.draftsEmpty}
            when={arrived}
          />
        </Tabs.Panel>
      </Tabs>
    </HomeSection>
  );
}
