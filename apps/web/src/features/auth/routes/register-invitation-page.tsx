import { Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useVerifyEmailInviteMember } from '../api/verify-email-invite-member';
import { InvitationForm } from '../components/invitation-form';

/**
 * '/register/:token', the link in a team invitation: checks the link, then the invitee sets a
 * password (or gives their existing one) and arrives signed in to the company.
 */
export function RegisterInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useVerifyEmailInviteMember(token);

  if (invitation.isPending) {
    return (
      <AuthLayout title="Accept your invitation">
        <Center py="xl">
          <Loader aria-label="Checking your invitation" />
        </Center>
      </AuthLayout>
    );
  }

  if (invitation.isError) {
    return (
      <AuthLayout title="Accept your invitation">
        <Stack gap="md">
          <Title order={1} fz={24}>
            Accept your invitation
          </Title>
          <FormError message={invitation.error.message} />
          <Text size="sm" c="dimmed">
            Ask the colleague who invited you to send a new invitation, or sign in if you have
            already joined.
          </Text>
          <Button component={Link} to="/" variant="light">
            Go to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const { legalBusinessName, email } = invitation.data;
  return (
    <AuthLayout title={`Join ${legalBusinessName}`}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={24}>
            Join {legalBusinessName}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            You have been invited to Quorum as{' '}
            <Text span fw={600} c="dark">
              {email}
            </Text>
            .
          </Text>
        </div>
        <InvitationForm token={token} invitation={invitation.data} />
        <Text ta="center" size="sm">
          Not you?{' '}
          <Anchor component={Link} to="/">
            Sign in to another account
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
