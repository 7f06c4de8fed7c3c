import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changePasswordSchema } from '@quorum/shared';
import type { ChangePasswordInput } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { NewPasswordField, PasswordField } from '@/components/form/password-field';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password, given the current one; every other session of the person then ends. */
export function PasswordSection() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          reset(EMPTY);
          notifications.show({ message, role: 'status' });
        },
      },
    ),
  );

  return (
    <ProfileSection id="password" title="Password" gap="sm">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Changing it signs you out everywhere else.
          </Text>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <NewPasswordField
            label="New password"
            {...register('newPassword')}
            error={errors.newPassword?.message}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <FormError message={change.error?.message} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
