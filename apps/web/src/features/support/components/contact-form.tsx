import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  contactMessageSchema,
  messages,
  type ContactMessageInput,
  type ContactMessageValues,
} from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useSendMessageToQuorum } from '../api/send-message-to-quorum';
import { showSupportFailure } from './support-failure';

const EMPTY = { subject: '', message: '' };

/** A message to Quorum's support: subject and message; sent, the form empties for the next one. */
export function ContactForm() {
  const send = useSendMessageToQuorum();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessageValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        notifications.show({ message: messages.feedback.messageSent });
        reset(EMPTY);
      },
      onError: showSupportFailure,
    }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{messages.feedback.contactIntro}</Text>
        <TextInput
          label="Subject"
          autoComplete="off"
          {...register('subject')}
          error={errors.subject?.message}
        />
        <Textarea
          label="Message"
          autosize
          minRows={6}
          maxRows={16}
          {...register('message')}
          error={errors.message?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
