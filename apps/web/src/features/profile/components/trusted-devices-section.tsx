import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceLaptop } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { formatExactTime, formatRelativeTime } from '@/lib/format/relative-time';
import {
  useForgetAllTrustedDevices,
  useForgetTrustedDevice,
  useTrustedDevices,
  type TrustedDevice,
} from '../api/trusted-devices';
import { ProfileSection } from './profile-section';

type Forgetting = { device: TrustedDevice } | { all: number };

/** "23 Feb 2027" */
const trustedUntil = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/**
 * The devices that skip the emailed code (or the second factor) at sign-in, for 90 days from
 * when they passed it. Forgetting one makes it ask again at its next sign-in.
 */
export function TrustedDevicesSection() {
  const devices = useTrustedDevices();
  const forgetOne = useForgetTrustedDevice();
  const forgetAll = useForgetAllTrustedDevices();
  const [forgetting, setForgetting] = useState<Forgetting | null>(null);
  const one = forgetting && 'device' in forgetting ? forgetting.device : null;

  const close = () => {
    forgetOne.reset();
    forgetAll.reset();
    setForgetting(null);
  };
  const done = ({ message }: { message: string }) => {
    notifications.show({ message, role: 'status' });
    close();
  };
  const confirm = () => {
    if (!forgetting) return;
    if ('device' in forgetting) forgetOne.mutate(forgetting.device.id, { onSuccess: done });
    else forgetAll.mutate(undefined, { onSuccess: done });
  };

  return (
    <ProfileSection id="trusted-devices" title="Trusted devices" gap="sm">
      <Text size="sm" c="dimmed">
        These devices skip the code at sign-in for 90 days. Forget one you no longer use.
      </Text>
      {devices.isPending ? <Skeleton height={48} aria-busy /> : null}
      {devices.isError ? (
        <LoadErrorAlert
          title="Your trusted devices could not be loaded"
          message={devices.error.message}
          retrying={devices.isFetching}
          onRetry={() => void devices.refetch()}
        />
      ) : null}
      {devices.data?.length === 0 ? (
        <Text size="sm">No devices are trusted. Each sign-in asks for a code.</Text>
      ) : null}
      {devices.data && devices.data.length > 0 ? (
        <>
          <Stack
            gap={0}
            component="ul"
            aria-label="Trusted devices"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {devices.data.map((device) => (
              <Group
                key={device.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py={6}
              >
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconDeviceLaptop size={22} aria-hidden style={{ flexShrink: 0 }} />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500}>{device.label}</Text>
                    <Text size="sm" c="dimmed">
                      Last used {formatRelativeTime(device.lastUsedAt)} ·{' '}
                      <span title={formatExactTime(device.expiresAt)}>
                        trusted until {trustedUntil.format(new Date(device.expiresAt))}
                      </span>
                    </Text>
                  </div>
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  style={{ flexShrink: 0 }}
                  onClick={() => setForgetting({ device })}
                  aria-label={`Forget ${device.label}, last used ${formatRelativeTime(device.lastUsedAt)}`}
                >
                  Forget
                </Button>
              </Group>
            ))}
          </Stack>
          <Group>
            <Button variant="default" onClick={() => setForgetting({ all: devices.data.length })}>
              Forget all
            </Button>
          </Group>
        </>
      ) : null}
      <Modal
        opened={forgetting !== null}
        onClose={close}
        title={one ? 'Forget this device?' : 'Forget all devices?'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {one
              ? `${one.label} will ask for a code at its next sign-in.`
              : 'Every device, this one included, will ask for a code at its next sign-in.'}
          </Text>
          <FormError message={forgetOne.error?.message ?? forgetAll.error?.message} />
          <ModalActions
            onCancel={close}
            confirmLabel={one ? 'Forget device' : 'Forget all'}
            confirmColor="red"
            onConfirm={confirm}
            confirming={forgetOne.isPending || forgetAll.isPending}
          />
        </Stack>
      </Modal>
    </ProfileSection>
  );
}
