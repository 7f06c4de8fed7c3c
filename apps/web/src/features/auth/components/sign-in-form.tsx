import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { loginUserSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { getDeviceFingerprint } from '@/lib/session';
import type { SecondFactorData, SignInOutcome } from '../api/login-response';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { useUserLogin } from '../api/user-login';
import type { ExtensionRequest } from '../extension/extension-request';
import type { PendingCode } from './code-step';
import { ProviderButtons } from './provider-buttons';

/** The device fingerprint is ours to add, not the person's to type. */
const signInSchema = loginUserSchema.omit({ fingerprint: true });

export function SignInForm({
  onCodeSent,
  onSecondFactor,
  extension,
}: {
  onCodeSent: (pending: PendingCode) => void;
  onSecondFactor: (step: SecondFactorData) => void;
  /** In the email extension's panel: its request, for Google's and Microsoft's sign-in there. */
  extension?: ExtensionRequest | null;
}) {
  const login = useUserLogin();
  const passkey = usePasskeySignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  /** The next step after a first factor; signed in, the session itself leads on. */
  const goOn = (outcome: SignInOutcome, email: string | null | undefined) => {
    if (outcome.kind === 'code' && email)
      onCodeSent({ email, otpExpiresAt: outcome.otpData.otpExpiresAt });
    if (outcome.kind === 'second-factor') onSecondFactor(outcome.step);
  };

  const submit = handleSubmit((values) =>
    login.mutate(
      { ...values, fingerprint: getDeviceFingerprint() },
      { onSuccess: (outcome) => goOn(outcome, values.email) },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Title order={1} fz={24}>
          Sign in to Quorum
        </Title>
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          {...register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <FormError message={login.error?.message} />
        <Button type="submit" loading={login.isPending} fullWidth>
          Sign in
        </Button>
        <Divider label="or" labelPosition="center" />
        <Button
          variant="default"
          leftSection={<IconKey size={18} aria-hidden />}
          onClick={() => {
            login.reset();
            passkey.mutate();
          }}
          loading={passkey.isPending}
          fullWidth
        >
          Sign in with a passkey
        </Button>
        <FormError message={passkey.error?.message} />
        <ProviderButtons
          onStart={() => login.reset()}
          extension={extension}
          // A provider's code goes to the address it vouched for, which the answer names.
          onOutcome={(outcome) =>
            goOn(outcome, outcome.kind === 'code' ? outcome.otpData.email : null)
          }
        />
        <Text ta="center" size="sm">
          New to Quorum?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
