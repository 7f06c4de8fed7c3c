import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { formatExactTime, formatRelativeTime } from '@/lib/format/relative-time';
import { useEndSession, useSignOutEverywhere } from '../api/end-session';
import { useMySessions } from '../api/my-sessions';
import type { MySession } from '../api/my-sessions';
import { ProfileSection } from './profile-section';

const announce = ({ message }: { message: string }) =>
  notifications.show({ message, role: 'status' });

/** One session: the device, where and when, and a way to sign it out unless it is this one. */
function SessionRow({ session }: { session: MySession }) {
  const end = useEndSession();
  const lastUsed = session.current
    ? 'active now'
    : `last active ${formatRelativeTime(session.lastUsedAt)}`;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="li" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconDeviceDesktop size={22} aria-hidden style={{ flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={500}>{session.deviceLabel}</Text>
            {session.current ? (
              <Badge size="sm" variant="light" color="teal">
                This device
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[session.ip, lastUsed].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed" title={formatExactTime(session.startedAt)}>
            Signed in {formatRelativeTime(session.startedAt)}
          </Text>
          <FormError message={end.error?.message} />
        </div>
      </Group>
      {session.current ? null : (
        <Button
          variant="default"
          size="xs"
          style={{ flexShrink: 0 }}
          loading={end.isPending}
          onClick={() => end.mutate(session.id, { onSuccess: announce })}
          aria-label={`Sign out ${session.deviceLabel}, ${lastUsed}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

/** "Sign out everywhere else", asked once more: every other browser and app must sign in again. */
function SignOutEverywhereButton({ others }: { others: number }) {
  const [opened, { open, close }] = useDisclosure(false);
  const everywhere = useSignOutEverywhere();
  const cancel = () => {
    everywhere.reset();
    close();
  };
  return (
    <>
      <Button variant="default" color="red" onClick={open} disabled={others === 0}>
        Sign out everywhere else
      </Button>
      <Modal opened={opened} onClose={cancel} title="Sign out everywhere else?" centered>
        <Stack gap="md">
          <Text size="sm">
            Every other browser and app signed in as you ({others}{' '}
            {others === 1 ? 'session' : 'sessions'}) will have to sign in again. You stay signed in
            here.
          </Text>
          <FormError message={everywhere.error?.message} />
          <ModalActions
            onCancel={cancel}
            focusCancel
            confirmLabel="Sign out everywhere else"
            confirmColor="red"
            confirming={everywhere.isPending}
            onConfirm={() =>
              everywhere.mutate(undefined, {
                onSuccess: (result) => {
                  announce(result);
                  close();
                },
              })
            }
          />
        </Stack>
      </Modal>
    </>
  );
}

/**
 * Where the person is signed in: each browser or app, from where, last used when; a session they
 * do not recognise is one click from ending, and all the others one confirmation.
 */
export function SessionsSection() {
  const sessions = useMySessions();
  return (
    <ProfileSection id="sessions" title="Where you’re signed in" gap="sm">
      <Text size="sm" c="dimmed">
        A session you don’t recognise? Sign it out, then change your password.
      </Text>
      {sessions.isPending ? (
        <Stack gap="xs" aria-busy>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : null}
      {sessions.isError ? (
        <LoadErrorAlert
          title="Your sessions could not be loaded"
          message={sessions.error.message}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : null}
      {sessions.data ? (
        <>
          <Stack
            gap={0}
            component="ul"
            aria-label="Sessions"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </Stack>
          <Group>
            <SignOutEverywhereButton others={sessions.data.filter((s) => !s.current).length} />
          </Group>
        </>
      ) : null}
    </ProfileSection>
  );
}
