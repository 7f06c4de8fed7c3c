import { Stack } from '@mantine/core';
import { PageFrame } from '@/components/layouts/page-frame';
import { useLoggedInUser } from '@/lib/account';
import { EmailSection } from '../components/email-section';
import { NotificationPreferencesSection } from '../components/notification-preferences-section';
import { PasswordSection } from '../components/password-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfileImageSection } from '../components/profile-image-section';
import { SessionsSection } from '../components/sessions-section';
import { TrustedDevicesSection } from '../components/trusted-devices-section';
import { TwoStepSection } from '../components/two-step-section';
import { useSecondFactorStatus } from '../api/second-factor';

/**
 * '/dashboard/profile': the person's own picture, details, sign-in email, password, two-step
 * sign-in, trusted devices, sessions and notification emails.
 * Open to every member whatever their role (spec §6: profile is always editable). The shell has
 * loaded the user.
 */
export function ProfilePage() {
  const { data: user } = useLoggedInUser();
  const status = useSecondFactorStatus();
  // An admin whose company requires a second factor they lack may only set one up: the server
  // refuses the other sections' calls, so the page shows that section alone.
  if (status.data?.mustSetUp) {
    return (
      <PageFrame title="Profile">
        <Stack gap="lg" maw={760}>
          <TwoStepSection />
        </Stack>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Profile">
      {user ? (
        <Stack gap="lg" maw={760}>
          <ProfileImageSection user={user} />
          <ProfileDetailsForm key={user._id} user={user} />
          <EmailSection user={user} />
          <PasswordSection />
          <TwoStepSection />
          <TrustedDevicesSection />
          <SessionsSection />
          <NotificationPreferencesSection user={user} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
