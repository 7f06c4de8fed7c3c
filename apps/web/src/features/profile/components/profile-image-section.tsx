import '@mantine/dropzone/styles.css';
import { Avatar, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp } from '@tabler/icons-react';
import { UPLOAD_RULES, messages } from '@quorum/shared';
import { FormError } from '@/components/form/form-error';
import type { LoggedInUser } from '@/lib/account';
import { useUpdateUserProfileImage } from '../api/update-user-profile-image';
import { useProfileImageDraft } from '../hooks/use-profile-image-draft';
import { ProfileSection } from './profile-section';

const RULE = UPLOAD_RULES['profile-image'];

/**
 * The person's picture: the current one (or their initials), a drop zone that also opens the file
 * chooser, and Save or Cancel for a new one. Size is checked after compression, so the drop zone
 * only filters the type.
 */
export function ProfileImageSection({ user }: { user: LoggedInUser }) {
  const draft = useProfileImageDraft();
  const save = useUpdateUserProfileImage();
  const busy = draft.preparing || save.isPending;
  const name = `${user.firstName} ${user.lastName}`;

  const saveDraft = () =>
    draft.file &&
    save.mutate(draft.file, {
      onSuccess: () => {
        draft.discard();
        notifications.show({ message: messages.profile.imageUpdated });
      },
    });

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove profile image',
      centered: true,
      children: <Text size="sm">{messages.profile.imageRemoveConfirm}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        save.mutate(null, {
          onSuccess: () => notifications.show({ message: messages.profile.imageRemoved }),
        }),
    });

  return (
    <ProfileSection id="image" title="Profile image" gap="md">
      <Group gap="lg" align="center" wrap="wrap">
        <Box pos="relative">
          <Avatar
            src={draft.previewUrl ?? user.profileImageUrl}
            name={name}
            color="navy"
            size={96}
            radius={999}
            alt={draft.previewUrl ? 'New profile image preview' : `${name}’s profile image`}
          />
          {busy ? (
            <Loader
              size="sm"
              pos="absolute"
              top="50%"
              left="50%"
              style={{ transform: 'translate(-50%, -50%)' }}
              aria-label="Working on the image"
            />
          ) : null}
        </Box>
        <Stack gap="xs" flex={1} miw={220}>
          <Dropzone
            onDrop={(files) => {
              save.reset();
              if (files[0]) void draft.choose(files[0]);
            }}
            onReject={() => {
              save.reset();
              draft.refuse(RULE.wrongType);
            }}
            accept={[...RULE.types]}
            multiple={false}
            disabled={busy}
            p="sm"
            inputProps={{ 'aria-label': 'Choose a profile image' }}
          >
            <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconPhotoUp size={28} stroke={1.5} aria-hidden />
              <div>
                <Text size="sm" fw={500}>
                  Drop an image here or click to choose
                </Text>
                <Text size="xs" c="dimmed">
                  {messages.profile.imageHint}
                </Text>
              </div>
            </Group>
          </Dropzone>
          <FormError message={draft.error ?? save.error?.message} />
          <Group gap="xs">
            {draft.file ? (
              <>
                <Button onClick={saveDraft} loading={save.isPending}>
                  Save image
                </Button>
                <Button variant="default" onClick={draft.discard} disabled={save.isPending}>
                  Cancel
                </Button>
              </>
            ) : user.profileImage ? (
              <Button variant="subtle" color="red" onClick={confirmRemove} disabled={busy}>
                Remove image
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </ProfileSection>
  );
}
