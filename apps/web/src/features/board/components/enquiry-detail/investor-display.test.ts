import { describe, expect, it } from 'vitest';
import { investorDisplay } from './investor-display';
import { makeEnquiry, text } from '../../testing/enquiry-detail-support';

describe('how the asker is shown', () => {
  it('shows an investor by name, with nothing to explain', () => {
    expect(investorDisplay(makeEnquiry())).toEqual({
      name: 'Sam Holder',
      email: null,
      badges: [],
      notice: null,
    });
  });

  it('shows a deleted account as Deleted User with the spec’s sentence, hiding the old address', () => {
    const shown = investorDisplay(makeEnquiry({ isDeletedInvestor: true, isGuest: true }));
    expect(shown.name).toBe('Deleted User');
    expect(shown.notice).toBe('Investor has deleted their account');
    expect(shown.email).toBeNull();
    expect(shown.badges).toContain('Deleted');
  });

  it('says when the investor has removed the company from their list', () => {
    const shown = investorDisplay(makeEnquiry({ isRemovedCompany: true }));
    expect(shown.name).toBe('Sam Holder');
    expect(shown.notice).toBe('Investor has removed this company from their company list.');
    expect(shown.badges).toEqual(['Removed']);
  });

  it('marks a sample question as Sample', () => {
    const shown = investorDisplay(makeEnquiry({ isSampleQuestion: true }));
    expect(shown.badges).toEqual(['Sample']);
    expect(shown.notice).toBe(text.sampleNotice);
  });

  it('shows a guest with the address the reply is emailed to', () => {
    const shown = investorDisplay(makeEnquiry({ isGuest: true }));
    expect(shown.badges).toEqual(['Guest']);
    expect(shown.email).toBe('sam@example.com');
  });
});
