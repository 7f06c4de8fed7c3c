import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { LoggedInUser } from '@/lib/account';
import { ProfileSection } from './profile-section';
import { ChangeEmailModal } from './change-email-modal';

/** The address the person signs in with, and the way to move it to another. */
export function EmailSection({ user }: { user: LoggedInUser }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <ProfileSection id="email" title="Email address" gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text size="sm" c="dimmed">
            You sign in and receive codes at this address.
          </Text>
        </div>
        <Button variant="default" onClick={open}>
          Change email
        </Button>
      </Group>
      <ChangeEmailModal opened={opened} onClose={close} currentEmail={user.email} />
    </ProfileSection>
  );
}
