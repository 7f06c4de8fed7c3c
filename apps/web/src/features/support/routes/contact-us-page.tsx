import { Paper } from '@mantine/core';
import { PageFrame } from '@/components/layouts/page-frame';
import { ContactForm } from '../components/contact-form';

/** /dashboard/contact-us: the help menu's Contact, a message to Quorum's support. */
export function ContactUsPage() {
  return (
    <PageFrame title="Contact us">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <ContactForm />
      </Paper>
    </PageFrame>
  );
}
