import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/contact-us. The route and its frame are here; the page's content comes with its own issue. */
export function ContactUsPage() {
  return <BeingBuiltPage title="Contact us" />;
}
