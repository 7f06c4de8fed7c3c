import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, updateUserProfileSchema } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import type { LoggedInUser } from '@/lib/account';
import { useUpdateUserProfile } from '../api/update-user-profile';
import { PersonNameFields } from '@/components/form/person-name-fields';
import { ProfileSection } from './profile-section';

const valuesOf = (user: LoggedInUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  jobTitle: user.jobTitle ?? '',
  mobileNum: user.mobileNum ?? '',
});

/** First name, last name, job title and phone, checked by the same rules as the server's. */
export function ProfileDetailsForm({ user }: { user: LoggedInUser }) {
  const update = useUpdateUserProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateUserProfileSchema),
    defaultValues: valuesOf(user),
  });

  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ ...saved, jobTitle: saved.jobTitle ?? '', mobileNum: saved.mobileNum ?? '' });
        notifications.show({ message: messages.profile.updated });
      },
    }),
  );

  return (
    <ProfileSection id="details" title="Your details" gap="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PersonNameFields register={register} errors={errors} />
            <TextInput
              label="Job title"
              description="Optional"
              autoComplete="organization-title"
              {...register('jobTitle')}
              error={errors.jobTitle?.message}
            />
            <TextInput
              label="Phone number"
              description="Optional, 10 digits"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...register('mobileNum')}
              error={errors.mobileNum?.message}
            />
          </SimpleGrid>
          <FormError message={update.error?.message} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
