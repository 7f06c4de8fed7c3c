import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import type { PrivacySubject } from '../api/privacy-requests';
import { useCorrectPrivacySubject } from '../api/privacy-requests';

/** APP 13: the investor's name and address as they should read on the company's records. */
export function PrivacyCorrectionForm({
  subject,
  onCorrected,
}: {
  subject: PrivacySubject;
  onCorrected: (message: string, newEmail: string) => void;
}) {
  const [firstName, setFirstName] = useState(subject.firstName);
  const [lastName, setLastName] = useState(subject.lastName);
  const [newEmail, setNewEmail] = useState(subject.email);
  const correct = useCorrectPrivacySubject();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(
      { email: subject.email, firstName, lastName, newEmail },
      { onSuccess: (answer) => onCorrected(answer.message, newEmail.trim().toLowerCase()) },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="privacy-correct-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="privacy-correct-title">
          Correct their details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            required
          />
          <TextInput
            label="Last name"
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Email address"
          type="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.currentTarget.value)}
          required
        />
        <FormError message={correct.error?.message} />
        <Group>
          <Button type="submit" variant="light" loading={correct.isPending}>
            Save correction
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
