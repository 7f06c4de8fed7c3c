import { Button, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { SIGN_IN_PROVIDER_NAMES, SIGN_IN_PROVIDERS, type SignInProvider } from '@quorum/shared';
import { FormError } from '@/components/form/form-error';
import { useSignInProviders } from '../api/sign-in-providers';
import { useStartProviderSignIn } from '../api/start-provider-sign-in';

const ICONS: Record<SignInProvider, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  microsoft: IconBrandWindows,
};

/**
 * "Sign in with Google" and "Sign in with Microsoft", each only where the install configured it
 * (signInProviders): an install with neither shows the page as it always was.
 */
export function ProviderButtons({ onStart }: { onStart?: () => void }) {
  const providers = useSignInProviders();
  const start = useStartProviderSignIn();
  const offered = SIGN_IN_PROVIDERS.filter((provider) => providers.data?.[provider]);
  if (offered.length === 0) return null;
  // Once started, the page is being left for the provider's: the spinner stays until it goes.
  const leavingFor = start.isPending || start.isSuccess ? start.variables : null;

  return (
    // The form's own spacing, so the passkey's button and these read as one list.
    <Stack gap="md">
      {offered.map((provider) => {
        const Icon = ICONS[provider];
        return (
          <Button
            key={provider}
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            loading={leavingFor === provider}
            disabled={Boolean(leavingFor) && leavingFor !== provider}
            onClick={() => {
              onStart?.();
              start.mutate(provider);
            }}
            fullWidth
          >
            Sign in with {SIGN_IN_PROVIDER_NAMES[provider]}
          </Button>
        );
      })}
      <FormError message={start.error?.message} />
    </Stack>
  );
}
