import { Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import { AuthLayout } from '@/components/layouts/auth-layout';

/** The frame of the extension's pages; its sign-in and consent come with the extension issue. */
function ExtensionFrame({ title }: { title: string }) {
  return (
    <AuthLayout title={title}>
      <Stack gap="md">
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text>{messages.auth.extensionPending}</Text>
      </Stack>
    </AuthLayout>
  );
}

/** '/sign-in-extension' */
export function ExtensionSignInPage() {
  return <ExtensionFrame title="Sign in to the email extension" />;
}

/** '/redirect-sign-in-extension' */
export function ExtensionRedirectPage() {
  return <ExtensionFrame title="Signing in to the email extension" />;
}

/** '/user-consent/:id/:email' */
export function UserConsentPage() {
  return <ExtensionFrame title="Allow the email extension" />;
}
