/** What other features may use of the FAQ. */
import type { Db } from '../../db/client';
import { faqOf } from './service';
import type { FaqCategory } from './service';

export type { Faq, FaqCategory } from './service';

/** The company's FAQ as investors read it: categories in order, each with its questions in order. */
export function listPublicFaq(db: Db, companyId: string): Promise<FaqCategory[]> {
  return faqOf(db, companyId);
}
