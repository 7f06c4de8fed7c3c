import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiry, renderBoard } from '../../testing/board-fixtures';
import { priceSensitiveMessages as text } from './price-sensitive-messages';

// Live updates come over a WebSocket, which these tests have no server for.
vi.mock('../../hooks/use-board-updates', () => ({ useBoardUpdates: () => undefined }));

afterEach(() => vi.unstubAllGlobals());

const linked = enquiry(1, {
  subject: 'Why did the shares jump?',
  priceSensitiveAnnouncement: {
    announcementId: 'asx-1',
    title: 'Half-year results',
    releasedAt: '2026-02-28T22:30:00.000Z',
  },
});
const unlinked = enquiry(2, { subject: 'When is the AGM?' });

describe('the price-sensitive announcement on a board card', () => {
  it('marks a question that followed one with a badge naming the announcement', async () => {
    const { user } = renderBoard({ cards: [linked, unlinked] });
    const card = await screen.findByRole('article', { name: 'Why did the shares jump?' });
    const badge = within(card).getByRole('img', {
      name: 'Price-sensitive announcement: “Half-year results”',
    });
    expect(badge).toHaveTextContent('Price-sensitive announcement');

    await user.hover(badge);
    expect(
      await screen.findByText(
        'Asked within 48 hours of the price-sensitive ASX announcement “Half-year results”',
      ),
    ).toBeInTheDocument();
  });

  it('shows no badge on a question that followed none', async () => {
    renderBoard({ cards: [linked, unlinked] });
    const card = await screen.findByRole('article', { name: 'When is the AGM?' });
    expect(within(card).queryByText(text.badge)).not.toBeInTheDocument();
    expect(screen.getAllByText(text.badge)).toHaveLength(1);
  });
});
