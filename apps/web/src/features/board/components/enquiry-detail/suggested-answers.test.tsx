import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnquiryDrawer } from '../../testing/enquiry-detail-support';

const suggestion = (n: number, score: number) => ({
  questionRegistryId: `q${n}`,
  question: `Registry question ${n}?`,
  response: `Registry answer ${n}.`,
  score,
});

const suggesting = (items: ReturnType<typeof suggestion>[]) => () => ({
  data: { getSuggestedAnswers: items },
});

async function openRegistry(user: ReturnType<typeof renderEnquiryDrawer>['user']) {
  const detail = await screen.findByRole('dialog');
  await user.click(await within(detail).findByRole('button', { name: 'Answer from registry' }));
  return detail;
}

describe('suggested answers in the drawer', () => {
  it('shows the best match first with its score, then the next two, for this question', async () => {
    const { user, sent } = renderEnquiryDrawer({
      handlers: {
        GetSuggestedAnswers: suggesting([
          suggestion(1, 0.923),
          suggestion(2, 0.41),
          suggestion(3, 0.2),
        ]),
      },
    });
    const detail = await openRegistry(user);
    const list = await within(detail).findByRole('list', { name: 'Suggested answers' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^92% matchRegistry question 1\?/),
      expect.stringMatching(/^41% matchRegistry question 2\?/),
      expect.stringMatching(/^20% matchRegistry question 3\?/),
    ]);
    expect(
      within(detail).getByRole('heading', { name: 'Suggested for this question' }),
    ).toBeInTheDocument();
    expect(sent('GetSuggestedAnswers')[0]).toEqual({ enquiryId: 'enquiry-1', limit: 3 });
  });

  it('puts the suggested answer in the reply with Use, from the keyboard too', async () => {
    const { user } = renderEnquiryDrawer({
      handlers: { GetSuggestedAnswers: suggesting([suggestion(1, 0.9), suggestion(2, 0.3)]) },
    });
    const detail = await openRegistry(user);
    const use = await within(detail).findByRole('button', { name: 'Use: Registry question 1?' });
    use.focus();
    await user.keyboard('{Enter}');
    expect(within(detail).getByLabelText('Your reply')).toHaveValue('Registry answer 1.');
  });

  it('says there is no suggestion and points to the search when none fits', async () => {
    const { user } = renderEnquiryDrawer();
    const detail = await openRegistry(user);
    expect(
      await within(detail).findByText('No suggestion — search the registry.'),
    ).toBeInTheDocument();
  });

  it('hides the suggestions while searching', async () => {
    const { user } = renderEnquiryDrawer({
      handlers: { GetSuggestedAnswers: suggesting([suggestion(1, 0.9)]) },
    });
    const detail = await openRegistry(user);
    await within(detail).findByRole('list', { name: 'Suggested answers' });
    await user.type(within(detail).getByRole('searchbox', { name: 'Search saved questions' }), 'x');
    await waitFor(() =>
      expect(
        within(detail).queryByRole('list', { name: 'Suggested answers' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('offers to try again when the suggestions fail to load', async () => {
    let calls = 0;
    const { user } = renderEnquiryDrawer({
      handlers: {
        GetSuggestedAnswers: () => {
          calls += 1;
          return calls === 1
            ? { errors: [{ message: 'Something went wrong.', extensions: { code: 'INTERNAL' } }] }
            : { data: { getSuggestedAnswers: [suggestion(1, 0.8)] } };
        },
      },
    });
    const detail = await openRegistry(user);
    expect(await within(detail).findByText('Something went wrong.')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Try again' }));
    expect(
      await within(detail).findByRole('button', { name: 'Use: Registry question 1?' }),
    ).toBeInTheDocument();
  });
});
