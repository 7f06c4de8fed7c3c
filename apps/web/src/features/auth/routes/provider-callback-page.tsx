import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { FormError } from '@/components/form/form-error';
import { useProviderCallback } from '../provider-sign-in/use-provider-callback';

/**
 * '/sign-in/callback': Google or Microsoft sends the browser back here with the ID token in the
 * fragment. While the server checks it the page waits; a refusal says why and leads back to
 * sign-in; anything else continues on the sign-in page's own steps.
 */
export function ProviderCallbackPage() {
  const { refusal } = useProviderCallback();

  if (refusal) {
    return (
      <AuthLayout title="Sign-in failed">
        <Stack gap="md">
          <Title order={1} fz={24}>
            We could not sign you in
          </Title>
          <FormError message={refusal} />
          <Button component={Link} to="/" replace fullWidth>
            Back to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Signing you in">
      <Stack gap="md" align="center" role="status" aria-live="polite">
        <Title order={1} fz={24}>
          Signing you in
        </Title>
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          Checking your account…
        </Text>
      </Stack>
    </AuthLayout>
  );
}
