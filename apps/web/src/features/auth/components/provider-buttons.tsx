import { Button, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import { SIGN_IN_PROVIDER_NAMES, SIGN_IN_PROVIDERS, type SignInProvider } from '@quorum/shared';
import { FormError } from '@/components/form/form-error';
import type { SignInOutcome } from '../api/login-response';
import { useSignInProviders } from '../api/sign-in-providers';
import { useStartProviderSignIn } from '../api/start-provider-sign-in';
import type { ExtensionRequest } from '../extension/extension-request';
import type { ProviderRegistration } from '../provider-sign-in/started-sign-in';

const ICONS: Record<SignInProvider, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  microsoft: IconBrandWindows,
};

/**
 * "Sign in with Google" and "Sign in with Microsoft", each only where the install configured it
 * (signInProviders): an install with neither shows the page as it always was. In the email
 * extension's panel (`extension`) the sign-in finishes on this page and `onOutcome` takes it on.
 */
export function ProviderButtons({
  onStart,
  extension,
  onOutcome,
  registration,
}: {
  onStart?: () => void;
  extension?: ExtensionRequest | null;
  onOutcome?: (outcome: SignInOutcome) => void;
  /**
   * On the registration page ("Sign up with…"): the page's answers, or null when its form is not
   * ready (the terms not accepted), which then shows why and starts nothing.
   */
  registration?: () => Promise<ProviderRegistration | null>;
}) {
  const providers = useSignInProviders();
  const start = useStartProviderSignIn(extension);
  // In the extension's panel the provider opens in a window of the panel's and this page stays.
  const staysHere = extension?.delivery === 'post-message';
  // A panel that cannot open the providers' pages gave no redirect address: no buttons there.
  const canRun = !staysHere || extension.redirectUri !== null;
  const offered = SIGN_IN_PROVIDERS.filter((provider) => canRun && providers.data?.[provider]);
  if (offered.length === 0) return null;
  // Once started, the page is being left for the provider's: the spinner stays until it goes; in
  // the panel, only while the provider's window is open.
  const leavingFor =
    start.isPending || (start.isSuccess && !staysHere) ? start.variables?.provider : null;

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
              void (async () => {
                const answers = registration ? await registration() : undefined;
                if (answers === null) return;
                onStart?.();
                start.mutate(
                  { provider, registration: answers },
                  {
                    onSuccess: (outcome) => {
                      if (outcome) onOutcome?.(outcome);
                    },
                  },
                );
              })();
            }}
            fullWidth
          >
            {registration ? 'Sign up' : 'Sign in'} with {SIGN_IN_PROVIDER_NAMES[provider]}
          </Button>
        );
      })}
      <FormError message={start.error?.message} />
    </Stack>
  );
}
