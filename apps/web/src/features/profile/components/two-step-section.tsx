import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { ModalActions } from '@/components/modals/modal-actions';
import {
  useDisableTotp,
  useRegenerateRecoveryCodes,
  useSecondFactorStatus,
  type SecondFactorStatus,
} from '../api/second-factor';
import { PasskeysList } from './passkeys-list';
import { PasswordConfirmModal } from './password-confirm-modal';
import { ProfileSection } from './profile-section';
import { RecoveryCodesList } from './recovery-codes-list';
import { TotpSetupModal } from './totp-setup-modal';

/** The authenticator app: on or off, and what can be done about it. */
function AuthenticatorApp({ status }: { status: SecondFactorStatus }) {
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [settingUp, setSettingUp] = useState(false);
  const [confirming, setConfirming] = useState<'off' | 'codes' | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const closeConfirm = () => {
    disable.reset();
    regenerate.reset();
    setConfirming(null);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Title order={3} fz="md">
          Authenticator app
        </Title>
        <Badge variant="light" color={status.totpEnabled ? 'teal' : 'gray'}>
          {status.totpEnabled ? 'On' : 'Off'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {status.totpEnabled
          ? `Sign-in asks for the code from your app. ${status.recoveryCodesLeft} of 10 recovery codes left.`
          : 'Use a code from an app on your phone instead of the emailed code.'}
      </Text>
      <Group gap="sm">
        {status.totpEnabled ? (
          <>
            <Button variant="default" onClick={() => setConfirming('codes')}>
              New recovery codes
            </Button>
            <Button variant="default" color="red" onClick={() => setConfirming('off')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={() => setSettingUp(true)}>Set up authenticator app</Button>
        )}
      </Group>
      <TotpSetupModal opened={settingUp} onClose={() => setSettingUp(false)} />
      <PasswordConfirmModal
        opened={confirming === 'off'}
        title="Turn off the authenticator app?"
        confirmLabel="Turn off"
        confirmColor="red"
        pending={disable.isPending}
        error={disable.error?.message}
        onClose={closeConfirm}
        onConfirm={(password) =>
          disable.mutate(password, {
            onSuccess: ({ message }) => {
              notifications.show({ message, role: 'status' });
              closeConfirm();
            },
          })
        }
      >
        Sign-in will no longer ask for its code, and your recovery codes stop working.
      </PasswordConfirmModal>
      <PasswordConfirmModal
        opened={confirming === 'codes'}
        title="Make new recovery codes?"
        confirmLabel="Make new codes"
        pending={regenerate.isPending}
        error={regenerate.error?.message}
        onClose={closeConfirm}
        onConfirm={(password) =>
          regenerate.mutate(password, {
            onSuccess: ({ recoveryCodes }) => {
              closeConfirm();
              setNewCodes(recoveryCodes);
            },
          })
        }
      >
        Your current recovery codes will stop working.
      </PasswordConfirmModal>
      <Modal
        opened={newCodes !== null}
        onClose={() => setNewCodes(null)}
        title="Your new recovery codes"
        centered
      >
        <Stack gap="md">
          <RecoveryCodesList codes={newCodes ?? []} />
          <ModalActions confirmLabel="I have saved them" onConfirm={() => setNewCodes(null)} />
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * "Two-step sign-in": an authenticator app (with recovery codes) and passkeys, each optional.
 * With either, sign-in on a new device asks for it instead of the emailed code.
 */
export function TwoStepSection() {
  const status = useSecondFactorStatus();
  return (
    <ProfileSection id="two-step" title="Two-step sign-in" gap="md">
      {status.data?.mustSetUp ? (
        <Alert color="orange" title="Set up two-step sign-in to continue">
          {messages.secondFactor.adminMustEnrol}
        </Alert>
      ) : null}
      {status.isPending ? <Skeleton height={96} aria-busy /> : null}
      {status.isError ? (
        <LoadErrorAlert
          title="Your sign-in settings could not be loaded"
          message={status.error.message}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
        />
      ) : null}
      {status.data ? (
        <>
          <AuthenticatorApp status={status.data} />
          <Stack gap="xs">
            <Title order={3} fz="md">
              Passkeys
            </Title>
            <Text size="sm" c="dimmed">
              A passkey signs you in with your device’s fingerprint, face or PIN, with no password
              or code to type.
            </Text>
            <PasskeysList passkeys={status.data.passkeys} />
          </Stack>
        </>
      ) : null}
    </ProfileSection>
  );
}
