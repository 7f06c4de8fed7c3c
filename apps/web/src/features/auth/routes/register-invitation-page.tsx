import { Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';

/**
 * '/register/:token', where an invited team member sets a password. Accepting invitations comes
 * with the team issue; until then the page says so rather than pretending to accept.
 */
export function RegisterInvitationPage() {
  return (
    <AuthLayout title="Accept your invitation">
      <Stack gap="md">
        <Title order={1} fz={24}>
          Accept your invitation
        </Title>
        <Text>{messages.auth.invitationPending}</Text>
        <Button component={Link} to="/" variant="light">
          Go to sign in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
