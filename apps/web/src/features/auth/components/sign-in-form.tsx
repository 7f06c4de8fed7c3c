import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { loginUserSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { getDeviceFingerprint } from '@/lib/session';
import { useUserLogin } from '../api/user-login';
import type { PendingCode } from './code-step';

/** The device fingerprint is ours to add, not the person's to type. */
const signInSchema = loginUserSchema.omit({ fingerprint: true });

export function SignInForm({ onCodeSent }: { onCodeSent: (pending: PendingCode) => void }) {
  const login = useUserLogin();
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
