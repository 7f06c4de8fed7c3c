import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { SimilarQuestions } from './similar-questions';

const text = messages.duplicates;

const similar = [
  {
    _id: 'e-2',
    subject: null,
    question: 'When is the final dividend going to be paid?',
    askerName: 'Ben Investor',
    isGuest: true,
    similarity: 0.8,
    createdAt: '2026-11-28T01:00:00.000Z',
  },
  {
    _id: 'e-3',
    subject: null,
    question: 'Hi, when will the final dividend be paid to shareholders?',
    askerName: 'Cleo Investor',
    isGuest: true,
    similarity: 0.7,
    createdAt: '2026-11-28T02:00:00.000Z',
  },
];

function renderSection(handlers: Parameters<typeof fakeGraphQL>[0], draft = '') {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetSimilarQuestions: () => ({ data: { getSimilarQuestions: similar } }),
    ...handlers,
  });
  const opened: string[] = [];
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <SimilarQuestions
              enquiryId="e-1"
              outstanding
              canAnswer
              draftContent={() => draft}
              onOpenEnquiry={(id) => opened.push(id)}
            />
          </>
        ),
      },
    ],
    '/',
  );
  return { api, opened };
}

describe('similar questions in a question’s drawer', () => {
  it('lists the other investors who asked the same thing, and opens one', async () => {
    const { opened } = renderSection({});
    expect(await screen.findByText(text.sectionTitle(2))).toBeVisible();
    expect(screen.getByText(/Asked by Ben Investor/)).toBeVisible();
    expect(screen.getByText(/Asked by Cleo Investor/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `${text.open}: Cleo Investor` }));
    expect(opened).toEqual(['e-3']);
  });

  it('sends one reply to all three askers only after the confirmation', async () => {
    const { api } = renderSection(
      {
        AnswerSimilarQuestions: () => ({
          data: { answerSimilarQuestions: { answered: 3, enquiryIds: ['e-1', 'e-2', 'e-3'] } },
        }),
      },
      'Paid on 2 October.',
    );
    await userEvent.click(await screen.findByRole('button', { name: text.answerAll(3) }));
    const composer = await screen.findByRole('dialog', { name: text.composerTitle(3) });
    expect(within(composer).getByLabelText(new RegExp(text.replyLabel))).toHaveValue(
      'Paid on 2 October.',
    );
    await userEvent.click(within(composer).getByRole('button', { name: text.review }));
    const confirm = await screen.findByRole('dialog', { name: text.confirmTitle });
    expect(within(confirm).getByText(text.confirm(3))).toBeVisible();
    expect(api.calls.some((c) => c.operation === 'AnswerSimilarQuestions')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: text.send(3) }));
    expect(await screen.findByText(text.sent(3))).toBeVisible();
    const sent = api.calls.find((c) => c.operation === 'AnswerSimilarQuestions');
    expect(sent?.variables).toEqual({
      input: { enquiryIds: ['e-1', 'e-2', 'e-3'], content: 'Paid on 2 October.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal and sends nothing more', async () => {
    renderSection(
      { AnswerSimilarQuestions: () => graphQLError('CONFLICT', text.notOpen) },
      'Paid on 2 October.',
    );
    await userEvent.click(await screen.findByRole('button', { name: text.answerAll(3) }));
    await userEvent.click(await screen.findByRole('button', { name: text.review }));
    await userEvent.click(await screen.findByRole('button', { name: text.send(3) }));
    expect(await screen.findByText(text.notOpen)).toBeVisible();
  });

  it('shows nothing when no other open question asks the same thing', async () => {
    const { api } = renderSection({
      GetSimilarQuestions: () => ({ data: { getSimilarQuestions: [] } }),
    });
    await waitFor(() =>
      expect(api.calls.some((c) => c.operation === 'GetSimilarQuestions')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText(text.loading)).toBeNull());
    expect(screen.queryByRole('button', { name: /Answer all/ })).toBeNull();
  });
});
