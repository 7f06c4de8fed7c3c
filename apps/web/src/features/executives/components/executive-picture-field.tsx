import '@mantine/dropzone/styles.css';
import { Avatar, Box, Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { UPLOAD_RULES, messages } from '@quorum/shared';
import { dropzoneRefusal } from '@/lib/uploads/dropzone-refusal';
import type { PicturePicker } from '../hooks/use-picture-picker';

const RULE = UPLOAD_RULES['executive-picture'];

/** Picture (optional): a round preview beside a drop zone that also opens the file chooser. */
export function ExecutivePictureField({
  picker,
  name,
  disabled,
}: {
  picker: PicturePicker;
  /** The executive's name as typed, for the initials shown without a picture. */
  name: string;
  disabled: boolean;
}) {
  return (
    <Input.Wrapper label="Picture (optional)" error={picker.error}>
      <Group gap="md" wrap="nowrap" align="center" mt={4}>
        <Box pos="relative">
          <Avatar
            src={picker.previewUrl}
            name={name.trim() || undefined}
            color="initials"
            size={72}
            radius="xl"
            alt=""
          />
          {picker.uploading ? (
            <Loader
              size="sm"
              pos="absolute"
              top="50%"
              left="50%"
              style={{ transform: 'translate(-50%, -50%)' }}
              aria-label="Uploading picture"
            />
          ) : null}
        </Box>
        <Stack gap={4} flex={1} miw={0}>
          <Dropzone
            onDrop={(files) => files[0] && picker.pick(files[0])}
            onReject={(rejections) =>
              picker.refuse(dropzoneRefusal(rejections, RULE, messages.executives.onePicture))
            }
            accept={[...RULE.types]}
            maxSize={RULE.maxBytes}
            multiple={false}
            disabled={disabled || picker.uploading}
            p="sm"
            inputProps={{ 'aria-label': 'Choose a picture' }}
          >
            <Group gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
              <IconPhotoUp size={28} stroke={1.5} aria-hidden />
              <div>
                {/* Phones have no dragging between apps: there it is only a button. */}
                <Text size="sm" fw={500} hiddenFrom="sm">
                  Choose a picture
                </Text>
                <Text size="sm" fw={500} visibleFrom="sm">
                  Drop a picture here or click to choose
                </Text>
                <Text size="xs" c="dimmed">
                  {messages.executives.pictureHint}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {picker.key && !picker.uploading && !disabled ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              w="fit-content"
              onClick={picker.remove}
            >
              Remove picture
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
