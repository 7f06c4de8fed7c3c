import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { emailSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { FormNotice } from '@/components/form/form-notice';
import { useUserForgotPassword } from '../api/user-forgot-password';

const forgotPasswordSchema = z.object({ email: emailSchema });

/** Asks for a reset link; the server answers the same words whether or not the account exists. */
export function ForgotPasswordForm() {
  const forgotPassword = useUserForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(({ email }) => forgotPassword.mutate(email));

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={24}>
            Forgot your password?
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Enter the email you sign in with and we will email you a link to choose a new password.
          </Text>
        </div>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        {forgotPassword.data ? <FormNotice>{forgotPassword.data.message}</FormNotice> : null}
        <FormError message={forgotPassword.error?.message} />
        <Button type="submit" loading={forgotPassword.isPending} fullWidth>
          Send reset link
        </Button>
        <Text ta="center" size="sm">
          <Anchor component={Link} to="/">
            Back to sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
