import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { PageKey } from '@quorum/shared';
import { messages } from '@quorum/shared';
import { usePagePermission } from '@/lib/permissions/use-permissions';

interface PageGuardProps {
  page: PageKey;
  /** What to say to someone who may not view the page; a general refusal by default. */
  deniedMessage?: string;
  children: ReactNode;
}

/**
 * Shows a page's content only to members who may view it (spec §6). Pages that also need edit
 * access read `usePagePermission(page).canEdit` and render their forms read-only without it.
 */
export function PageGuard({ page, deniedMessage, children }: PageGuardProps) {
  const { canView, loading } = usePagePermission(page);
  if (loading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  if (!canView)
    return (
      <Alert color="gray" icon={<IconLock size={18} />} role="status">
        {deniedMessage ?? messages.permission.denied}
      </Alert>
    );
  return <>{children}</>;
}
