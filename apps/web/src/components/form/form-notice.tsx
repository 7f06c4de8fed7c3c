import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A good outcome to read, announced politely (role="status") rather than as an alert. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      {children}
    </Alert>
  );
}
