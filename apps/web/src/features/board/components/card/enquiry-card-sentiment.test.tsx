import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/testing/render-with-mantine';
import { enquiry } from '../../testing/board-fixtures';
import { EnquiryCard } from './enquiry-card';

const open = () => undefined;

describe('the sentiment on a board card', () => {
  it('shows a negative question’s sentiment as the word, named for screen readers', () => {
    const { container } = renderWithMantine(
      <EnquiryCard
        card={enquiry(1, { sentiment: { score: -0.62, label: 'negative' } })}
        commands={null}
        selected={false}
        onOpen={open}
      />,
    );
    expect(screen.getByText('Negative')).toBeVisible();
    expect(container.querySelector('[data-sentiment]')?.textContent).toBe('Sentiment: Negative');
  });

  it('shows nothing of sentiment when the server sends none (not scored, or not on the plan)', () => {
    renderWithMantine(
      <EnquiryCard card={enquiry(1)} commands={null} selected={false} onOpen={open} />,
    );
    for (const word of ['Positive', 'Neutral', 'Negative'])
      expect(screen.queryByText(word)).toBeNull();
  });
});
