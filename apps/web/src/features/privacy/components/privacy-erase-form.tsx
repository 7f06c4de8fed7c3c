import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { ERASE_CONFIRMATION_WORD, messages } from '@quorum/shared';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { useErasePrivacySubject } from '../api/privacy-requests';

const text = messages.privacy;

/** Erasure, once the word is typed: everything the company holds about the investor goes. */
export function PrivacyEraseForm({
  email,
  onErased,
}: {
  email: string;
  onErased: (message: string) => void;
}) {
  const [confirmation, setConfirmation] = useState('');
  const erase = useErasePrivacySubject();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    erase.mutate({ email, confirmation }, { onSuccess: (answer) => onErased(answer.message) });
  };
  return (
    <form onSubmit={submit} aria-labelledby="privacy-erase-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="privacy-erase-title">
          Erase their information
        </Title>
        <Alert color="red" variant="light">
          {text.eraseWarning}
        </Alert>
        <TextInput
          label={text.eraseConfirm(ERASE_CONFIRMATION_WORD)}
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          autoComplete="off"
          required
        />
        <FormError message={erase.error?.message} />
        <Group>
          <Button
            type="submit"
            color="red"
            loading={erase.isPending}
            disabled={confirmation.trim() !== ERASE_CONFIRMATION_WORD}
          >
            Erase
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
