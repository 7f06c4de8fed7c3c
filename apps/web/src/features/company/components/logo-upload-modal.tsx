import '@mantine/dropzone/styles.css';
import { Avatar, Group, Modal, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { FILE_LIMITS, IMAGE_TYPES, UPLOAD_RULES, messages } from '@quorum/shared';
import { IconPhotoUp, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { isApiError } from '@/lib/graphql';
import { compressImage } from '@/lib/uploads/compress-image';
import { useUpdateCompanyLogo } from '../api/update-company-logo';
import { dropzoneRefusal } from '@/lib/uploads/dropzone-refusal';
import { LOGO_COMPRESSION } from './logo-rules';

interface ChosenLogo {
  file: File;
  name: string;
  previewUrl: string;
}

/** A failure the person can act on keeps the server's words; anything else is the spec's. */
const saveFailure = (error: Error) =>
  isApiError(error) && error.code !== 'INTERNAL_SERVER_ERROR'
    ? error.message
    : messages.company.logoFailed;

/**
 * "Upload company logo" (spec §2 and §5): drop or choose a JPG or PNG up to 5 MB, see it
 * compressed as it will be stored, then Save. Cancel discards the choice, so the company keeps
 * the logo it had.
 */
export function LogoUploadModal({
  opened,
  onClose,
  currentLogoUrl,
  companyName,
}: {
  opened: boolean;
  onClose: () => void;
  currentLogoUrl: string | null;
  companyName: string;
}) {
  const [chosen, setChosen] = useState<ChosenLogo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const updateLogo = useUpdateCompanyLogo();

  // Each preview address holds the image in memory until it is revoked.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  const choose = async (file: File) => {
    setProblem(null);
    updateLogo.reset();
    setPreparing(true);
    try {
      const compressed = await compressImage(file, LOGO_COMPRESSION);
      setChosen({ file: compressed, name: file.name, previewUrl: URL.createObjectURL(compressed) });
    } catch {
      // The browser could not read it as an image: a file that only claims to be one.
      setChosen(null);
      setProblem(messages.uploads.disguised);
    } finally {
      setPreparing(false);
    }
  };

  const close = () => {
    setChosen(null);
    setProblem(null);
    updateLogo.reset();
    onClose();
  };

  const save = () => {
    if (!chosen) return;
    updateLogo.mutate(
      { file: chosen.file, filename: chosen.name },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'green', message });
          close();
        },
      },
    );
  };

  const error = problem ?? (updateLogo.error ? saveFailure(updateLogo.error) : null);
  const preview = chosen?.previewUrl ?? currentLogoUrl;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Upload company logo"
      centered
      closeOnClickOutside={!updateLogo.isPending}
    >
      <Stack gap="md">
        <Group justify="center">
          <Avatar
            src={preview}
            alt={chosen ? 'Preview of the new logo' : `${companyName} logo`}
            size={120}
            radius="md"
            color="navy"
            styles={{ image: { objectFit: 'contain' } }}
          >
            {companyName.slice(0, 2).toUpperCase()}
          </Avatar>
        </Group>
        <Dropzone
          onDrop={(files) => files[0] && void choose(files[0])}
          onReject={(rejections) => {
            setChosen(null);
            setProblem(
              dropzoneRefusal(
                rejections,
                UPLOAD_RULES['company-logo'],
                messages.uploads.logoDropzone,
              ),
            );
          }}
          accept={[...IMAGE_TYPES]}
          maxSize={FILE_LIMITS.logoBytes}
          multiple={false}
          loading={preparing}
          disabled={updateLogo.isPending}
          aria-label="Choose a logo image"
        >
          <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoUp size={36} aria-hidden />
            </Dropzone.Idle>
            <Dropzone.Reject>
              <Text size="sm" c="red">
                {messages.uploads.logoDropzone}
              </Text>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Text fw={600}>Drop here to upload</Text>
            </Dropzone.Idle>
            <Dropzone.Accept>
              <Text fw={600}>Drop here to upload</Text>
            </Dropzone.Accept>
            <Text size="sm" c="dimmed">
              Upload JPG, PNG (max 5MB)
            </Text>
          </Stack>
        </Dropzone>
        <FormError message={error} />
        <ModalActions
          onCancel={close}
          cancelDisabled={updateLogo.isPending}
          confirmLabel="Save"
          onConfirm={save}
          confirming={updateLogo.isPending}
          confirmDisabled={!chosen || Boolean(error) || preparing}
        />
      </Stack>
    </Modal>
  );
}
