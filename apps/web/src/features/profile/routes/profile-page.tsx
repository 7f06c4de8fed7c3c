import { Stack } from '@mantine/core';
import { PageFrame } from '@/components/layouts/page-frame';
import { useLoggedInUser } from '@/lib/account';
import { EmailSection } from '../components/email-section';
import { NotificationPreferencesSection } from '../components/notification-preferences-section';
import { PasswordSection } from '../components/password-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfileImageSection } from '../components/profile-image-section';
import { SessionsSection } from '../components/sessions-section';

/**
 * '/dashboard/profile': the person's own picture, details, sign-in email, password, sessions and
 * notification emails.
 * Open to every member whatever their role (spec §6: profile is always editable). The shell has
 * loaded the user.
 */
export function ProfilePage() {
  const { data: user } = useLoggedInUser();
  return (
    <PageFrame title="Profile">
      {user ? (
        <Stack gap="lg" maw={760}>
          <ProfileImageSection user={user} />
          <ProfileDetailsForm key={user._id} user={user} />
          <EmailSection user={user} />
          <PasswordSection />
          <SessionsSection />
          <NotificationPreferencesSection user={user} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
