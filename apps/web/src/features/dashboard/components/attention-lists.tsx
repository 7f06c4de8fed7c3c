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
  const lists = [
    {
      value: 'waiting',
      label: text.waitingLongest,
      total: home.newAndTotalOutstandingQuestions.total,
      questions: home.waitingLongest.items,
      empty: text.waitingEmpty,
      when: waiting,
    },
    {
      value: 'assigned',
      label: text.assignedToMe,
      total: home.assignedToMe.meta.totalItems,
      questions: home.assignedToMe.items,
      empty: text.assignedEmpty,
      when: waiting,
    },
    {
      value: 'drafts',
      label: text.draftsToSend,
      total: home.draftsToSend.meta.totalItems,
      questions: home.draftsToSend.items,
      empty: text.draftsEmpty,
      when: arrived,
    },
  ];
  return (
    <HomeSection
      title={text.attentionTitle}
      link={{ label: text.viewBoard, to: '/dashboard/questions' }}
    >
      <Tabs defaultValue="waiting" keepMounted={false} styles={{ tab: { flexShrink: 0 } }}>
        {/* One line on a phone too: the tabs scroll sideways rather than stack. */}
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {lists.map((list) => (
            <Tabs.Tab key={list.value} value={list.value} rightSection={count(list.total)}>
              {list.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {lists.map((list) => (
          <Tabs.Panel key={list.value} value={list.value} pt="xs">
            <QuestionList questions={list.questions} empty={list.empty} when={list.when} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </HomeSection>
  );
}
