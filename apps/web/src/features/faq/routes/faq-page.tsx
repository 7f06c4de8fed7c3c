import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/faq. The route and its frame are here; the page's content comes with its own issue. */
export function FaqPage() {
  return <BeingBuiltPage title="Our FAQ's" />;
}
