import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, messages } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { useVerifyExtensionEmail } from '../api/verify-extension-email';

const text = messages.extension;
const connectSchema = z.object({ email: emailSchema });

/**
 * Connect an email, step 1: the mailbox's address. The server lists it as pending and mails it a
 * code, so only someone who reads that mailbox can connect it.
 */
export function ConnectEmailStep({
  onCodeSent,
}: {
  onCodeSent: (email: string, message: string) => void;
}) {
  const send = useVerifyExtensionEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(connectSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(({ email }) =>
    send.mutate({ email }, { onSuccess: (message) => onCodeSent(email, message) }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {text.connectIntro}
        </Text>
        <TextInput
          label={text.emailColumn}
          type="email"
          autoComplete="email"
          placeholder="investors@yourcompany.com"
          data-autofocus
          {...register('email')}
          error={errors.email?.message}
        />
        <FormError message={send.error?.message} />
        <Button type="submit" loading={send.isPending} fullWidth>
          {text.sendCode}
        </Button>
      </Stack>
    </form>
  );
}
