import { INVESTOR_STATUS_LABELS, messages } from '@quorum/shared';
import type { EnquiryDetail } from '../../api/get-enquiry-question';

const text = messages.board;

export interface InvestorDisplay {
  /** The asker's name as the detail shows it. */
  name: string;
  /** A guest's typed address; null for a member investor (the app knows them). */
  email: string | null;
  /** Small labels beside the name: Guest, Sample, Removed, Deleted. */
  badges: string[];
  /** A sentence explaining why the investor cannot be reached as usual. */
  notice: string | null;
}

type Asker = Pick<
  EnquiryDetail,
  'investor' | 'isGuest' | 'isSampleQuestion' | 'isDeletedInvestor' | 'isRemovedCompany'
>;

/**
 * Spec §4 Investor display: a deleted account is 'Deleted User' with its sentence; an investor who
 * removed the company is shown with theirs; a sample says Sample; a guest shows the address the
 * reply is emailed to.
 */
export function investorDisplay(enquiry: Asker): InvestorDisplay {
  const { investor } = enquiry;
  const typedName = `${investor.firstName} ${investor.lastName}`.trim();
  const badges: string[] = [];
  if (enquiry.isGuest) badges.push('Guest');
  if (enquiry.isSampleQuestion) badges.push(INVESTOR_STATUS_LABELS.sample);
  if (enquiry.isRemovedCompany) badges.push(INVESTOR_STATUS_LABELS.removed);
  if (enquiry.isDeletedInvestor) badges.push(INVESTOR_STATUS_LABELS.deleted);
  return {
    name: enquiry.isDeletedInvestor
      ? text.deletedUserName
      : typedName || investor.userName || investor.email || 'Investor',
    email: enquiry.isGuest && !enquiry.isDeletedInvestor ? investor.email : null,
    badges,
    notice: enquiry.isDeletedInvestor
      ? text.investorDeletedAccount
      : enquiry.isRemovedCompany
        ? text.investorRemovedCompany
        : enquiry.isSampleQuestion
          ? text.sampleNotice
          : null,
  };
}
