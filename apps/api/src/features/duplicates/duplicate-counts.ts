// The card's count of open duplicates, asked of every card of a board page: the cards resolved in
// one turn of the event loop share one query (an index probe per card), never one query per card.
import type { Db } from '../../db/client';
import { countOpenDuplicates } from './repo';

interface Pending {
  ids: Set<string>;
  answer: Promise<Map<string, number>>;
}

/** One pending batch per request context and company. */
const batches = new WeakMap<object, Map<string, Pending>>();

export function openDuplicateCount(
  request: object,
  db: Db,
  companyId: string,
  enquiryId: string,
): Promise<number> {
  const byCompany = batches.get(request) ?? new Map<string, Pending>();
  batches.set(request, byCompany);
  let pending = byCompany.get(companyId);
  if (!pending) {
    const ids = new Set<string>();
    const answer = new Promise<Map<string, number>>((resolve, reject) =>
      setImmediate(() => {
        byCompany.delete(companyId);
        countOpenDuplicates(db, companyId, [...ids]).then(resolve, reject);
      }),
    );
    pending = { ids, answer };
    byCompany.set(companyId, pending);
  }
  pending.ids.add(enquiryId);
  return pending.answer.then((counts) => counts.get(enquiryId) ?? 0);
}
