import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { formatExactTime, formatRelativeTime } from '@/lib/format/relative-time';
import { useEndSession, useSignOutEverywhere } from '../api/end-session';
import { useMySessions } from '../api/my-sessions';
import type { MySession } from '../api/my-sessions';
import { PasswordConfirmModal } from './password-confirm-modal';
import { ProfileSection } from './profile-section';

/** What the person is about to sign out: one other session, or every other one. */
type Ending = { session: MySession } | { everywhere: number };

const lastActive = (session: MySession) =>
  session.current ? 'active now' : `last active ${formatRelativeTime(session.lastUsedAt)}`;

/** One session: the device, where and when, and a way to sign it out unless it is this one. */
function SessionRow({ session, onEnd }: { session: MySession; onEnd: () => void }) {
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
            {[session.ip, lastActive(session)].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed" title={formatExactTime(session.startedAt)}>
            Signed in {formatRelativeTime(session.startedAt)}
          </Text>
        </div>
      </Group>
      {session.current ? null : (
        <Button
          variant="default"
          size="xs"
          style={{ flexShrink: 0 }}
          onClick={onEnd}
          aria-label={`Sign out ${session.deviceLabel}, ${lastActive(session)}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

/**
 * Signing sessions out asks for the password again: whoever holds one of the other sessions must
 * not be able to sign the owner out (ASVS 7.5.2).
 */
function EndSessionsModal({ ending, onClose }: { ending: Ending | null; onClose: () => void }) {
  const end = useEndSession();
  const everywhere = useSignOutEverywhere();
  const close = () => {
    end.reset();
    everywhere.reset();
    onClose();
  };
  const done = ({ message }: { message: string }) => {
    notifications.show({ message, role: 'status' });
    close();
  };
  const one = ending && 'session' in ending ? ending.session : null;
  const others = ending && 'everywhere' in ending ? ending.everywhere : 0;
  return (
    <PasswordConfirmModal
      opened={ending !== null}
      title={one ? 'Sign out this session?' : 'Sign out everywhere else?'}
      confirmLabel={one ? 'Sign out' : 'Sign out everywhere else'}
      confirmColor="red"
      pending={end.isPending || everywhere.isPending}
      error={end.error?.message ?? everywhere.error?.message}
      onClose={close}
      onConfirm={(password) => {
        if (one) end.mutate({ sessionId: one.id, password }, { onSuccess: done });
        else everywhere.mutate(password, { onSuccess: done });
      }}
    >
      {one
        ? `${one.deviceLabel} (${lastActive(one)}) will have to sign in again.`
        : `Every other browser and app signed in as you (${others} ${
            others === 1 ? 'session' : 'sessions'
          }) will have to sign in again. You stay signed in here.`}
    </PasswordConfirmModal>
  );
}

/**
 * Where the person is signed in: each browser or app, from where, last used when; a session they
 * do not recognise, or all the others at once, signed out with their password.
 */
export function SessionsSection() {
  const sessions = useMySessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
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
              <SessionRow key={session.id} session={session} onEnd={() => setEnding({ session })} />
            ))}
          </Stack>
          <Group>
            <Button
              variant="default"
              onClick={() => setEnding({ everywhere: others })}
              disabled={others === 0}
            >
              Sign out everywhere else
            </Button>
          </Group>
        </>
      ) : null}
      <EndSessionsModal ending={ending} onClose={() => setEnding(null)} />
    </ProfileSection>
  );
}
