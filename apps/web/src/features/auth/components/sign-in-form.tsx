import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { loginUserSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { getDeviceFingerprint } from '@/lib/session';
import type { SecondFactorData } from '../api/login-response';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { useUserLogin } from '../api/user-login';
import type { PendingCode } from './code-step';
import { ProviderButtons } from './provider-buttons';

/** The device fingerprint is ours to add, not the person's to type. */
const signInSchema = loginUserSchema.omit({ fingerprint: true });

export function SignInForm({
  onCodeSent,
  onSecondFactor,
}: {
  onCodeSent: (pending: PendingCode) => void;
  onSecondFactor: (step: SecondFactorData) => void;
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

  const submit = handleSubmit((values) =>
    login.mutate(
      { ...values, fingerprint: getDeviceFingerprint() },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'code') {
            onCodeSent({ email: values.email, otpExpiresAt: outcome.otpData.otpExpiresAt });
          }
          if (outcome.kind === 'second-factor') onSecondFactor(outcome.step);
        },
      },
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
        <ProviderButtons onStart={() => login.reset()} />
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
