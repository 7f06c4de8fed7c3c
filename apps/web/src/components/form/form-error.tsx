import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The server's (or the form's) message under a form; renders nothing when there is none. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
