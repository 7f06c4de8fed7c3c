import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { HistoryOfActivityPage } from './history-of-activity-page';

const text = messages.activity;

const activity = {
  _id: 'a1',
  userId: 'u1',
  profileImage: null,
  jobTitle: 'Company secretary',
  activityDescription: 'Ada Lovelace updated the company “Acme Ltd”',
  createdAt: new Date().toISOString(),
  area: 'company-details',
  action: 'company.updated',
  ip: '203.0.113.9',
  device: 'Chrome on macOS',
  actor: {
    kind: 'member',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'admin',
    jobTitle: 'Company secretary',
  },
  subject: { type: 'company', id: 'c1', label: 'Acme Ltd' },
  changes: [{ field: 'about', before: 'Old words', after: 'New words' }],
};

function renderPage(answer: 'rows' | 'none' | 'failing', mayChange = true) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    GetActivities: () =>
      answer === 'failing'
        ? graphQLError('INTERNAL_SERVER_ERROR', 'The server stumbled.')
        : {
            data: {
              getActivities: {
                companyWide: true,
                items: answer === 'rows' ? [activity] : [],
                meta: { currentPage: 1, totalItems: answer === 'rows' ? 1 : 0, totalPages: 1 },
              },
            },
          },
    GetActivityRetention: () => ({
      data: {
        getActivityRetention: {
          retentionDays: 2555,
          label: '7 years',
          mayChange,
          options: [
            { days: 90, label: '90 days' },
            { days: 2555, label: '7 years' },
          ],
        },
      },
    }),
    GetTeamForHistory: () => ({ data: { getTeamMembers: { items: [] } } }),
  });
  renderRoutes(
    [{ path: '/dashboard/history-of-activity', element: <HistoryOfActivityPage /> }],
    '/dashboard/history-of-activity',
  );
  return { calls: api.calls, user: userEvent.setup() };
}

describe('HistoryOfActivityPage', () => {
  it('lists a change with its actor, job title, address and device, and opens its before and after', async () => {
    const { user } = renderPage('rows');
    const row = await screen.findByTestId('activity-row');
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('Company secretary')).toBeTruthy();
    expect(within(row).getByText('· 203.0.113.9 · Chrome on macOS')).toBeTruthy();
    const toggle = within(row).getByRole('button', { name: 'Show changes (1)' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // jsdom runs no transitions, so the opened panel's rows are read whatever their visibility.
    const change = within(row).getByRole('row', { name: /About/, hidden: true });
    expect([...change.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Old words',
      'New words',
    ]);
  });

  it('says so when nothing matches', async () => {
    renderPage('none');
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it('shows the server’s words and a retry when the list fails', async () => {
    renderPage('failing');
    expect(await screen.findByText('The server stumbled.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers the retention setting to administrators only', async () => {
    renderPage('rows', false);
    await screen.findByTestId('activity-row');
    expect(screen.queryByText('Keep the history for')).toBeNull();
  });
});
