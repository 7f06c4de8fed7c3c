import { INVESTOR_STATUS_LABELS, messages } from '@quorum/shared';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';

const text = messages.board;

export interface AskerDisplay {
  name: string;
  /** Why the asker can no longer be reached, when that is so (spec §4 Investor display). */
  notice: string | null;
  /** 'Sample' for a sample question, 'Guest' for a web-form question without an account. */
  badge: string | null;
}

/**
 * Who asked, as the board shows them (spec §4): a deleted account is 'Deleted User' with its
 * notice; an investor who removed the company keeps their name with the removal notice; sample
 * questions are marked Sample and guests Guest.
 */
export function askerDisplay(
  card: Pick<
    BoardCard,
    'investor' | 'isDeletedInvestor' | 'isRemovedCompany' | 'isSampleQuestion' | 'isGuest'
  >,
): AskerDisplay {
  const badge = card.isSampleQuestion
    ? INVESTOR_STATUS_LABELS.sample
    : card.isGuest
      ? text.guestLabel
      : null;
  if (card.isDeletedInvestor)
    return { name: text.deletedUserName, notice: text.investorDeletedAccount, badge };
  const name =
    `${card.investor.firstName} ${card.investor.lastName}`.trim() ||
    (card.investor.email ?? text.deletedUserName);
  return { name, notice: card.isRemovedCompany ? text.investorRemovedCompany : null, badge };
}

/** The words a card shows under the asker: the question, or for an announcement reply its note. */
export const isAnnouncementReply = (card: Pick<BoardCard, 'enquiryType'>) =>
  card.enquiryType === 'announcement_reply';
