import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatExactTime } from '@/lib/format/relative-time';
import { makeEnquiry, renderEnquiryDrawer } from '../../testing/enquiry-detail-support';
import { priceSensitiveMessages as text } from './price-sensitive-messages';

afterEach(() => vi.unstubAllGlobals());

const RELEASED = '2026-02-28T22:30:00.000Z';

describe('the price-sensitive announcement in the question’s drawer', () => {
  it('says the question came within 48 hours of it, when it was released, and links to it', async () => {
    renderEnquiryDrawer({
      enquiry: makeEnquiry({
        priceSensitiveAnnouncement: {
          announcementId: 'asx-1',
          title: 'Half-year results',
          releasedAt: RELEASED,
        },
      }),
    });
    const detail = await screen.findByRole('dialog');
    const link = await within(detail).findByRole('link', { name: 'Half-year results' });
    expect(link).toHaveAttribute('href', '/dashboard/announcements/asx-1');
    expect(link.closest('p')).toHaveTextContent(
      `Asked within 48 hours of the price-sensitive ASX announcement “Half-year results”, released ${formatExactTime(RELEASED)}`,
    );
  });

  it('says nothing of an announcement when the question followed none', async () => {
    renderEnquiryDrawer();
    const detail = await screen.findByRole('dialog');
    expect(
      await within(detail).findByText('When will the interim dividend be paid?'),
    ).toBeInTheDocument();
    expect(within(detail).queryByText(new RegExp(text.askedWithin('').before))).toBeNull();
  });
});
