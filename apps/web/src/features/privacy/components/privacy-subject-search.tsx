import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

/** The email an investor gave the company, to find them by. */
export function PrivacySubjectSearch({
  onFind,
  pending,
}: {
  onFind: (email: string) => void;
  pending: boolean;
}) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onFind(email.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Find an investor">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Investor's email address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          required
          miw={260}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={pending}>
          Find
        </Button>
      </Group>
    </form>
  );
}
