import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { messages, newPasswordSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { FormNotice } from '@/components/form/form-notice';
import { NewPasswordField, PasswordField } from '@/components/form/password-field';
import { useUserResetPassword } from '../api/user-reset-password';

const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.password.mismatch,
    path: ['confirmPassword'],
  });

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useUserResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(({ password }) => resetPassword.mutate({ token, password }));

  if (resetPassword.data) {
    return (
      <Stack gap="md">
        <Title order={1} fz={24}>
          Choose a new password
        </Title>
        <FormNotice>{resetPassword.data.message}</FormNotice>
        <Text ta="center">
          <Anchor component={Link} to="/" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Title order={1} fz={24}>
          Choose a new password
        </Title>
        <NewPasswordField
          label="New password"
          {...register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <FormError message={resetPassword.error?.message} />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          Reset password
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/forgot-password">
            Request a new link
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
