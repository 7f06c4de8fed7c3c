// The page's parts that other features make: upcoming events and the FAQ. Null while the feature
// is not there (the page then leaves its section out).
import type { Deps } from '../../deps';
import { listPublicFaq } from '../faq';
import type { HubEvent, HubFaqCategory } from './render/pages';

export async function loadEvents(_deps: Deps, _companyId: string): Promise<HubEvent[] | null> {
  return null;
}

/** The company's FAQ, categories and questions in their order; empty categories left out. */
export async function loadFaq(deps: Deps, companyId: string): Promise<HubFaqCategory[]> {
  const categories = await listPublicFaq(deps.db, companyId);
  return categories
    .filter((category) => category.faqs.length > 0)
    .map((category) => ({
      categoryName: category.categoryName,
      faqs: category.faqs.map(({ question, answer }) => ({ question, answer })),
    }));
}

/** `/hub/:asxCode/events/:eventId.ics`: the events feature's calendar file of one event. */
export function registerEventFiles(..._args: unknown[]) {}
