import { Center, Code, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { TOTP_DIGITS } from '@quorum/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { ModalActions } from '@/components/modals/modal-actions';
import { useConfirmTotpSetup, useStartTotpSetup } from '../api/second-factor';
import { RecoveryCodesList } from './recovery-codes-list';

/** The secret in groups of four, as apps show it, for typing by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app: scan the QR code (or type the secret), enter the code the app
 * shows to prove it works, then keep the recovery codes, shown this once.
 */
export function TotpSetupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const start = useStartTotpSetup();
  const confirm = useConfirmTotpSetup();
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { mutate: begin, reset: resetStart } = start;

  useEffect(() => {
    if (opened) begin();
  }, [opened, begin]);

  const close = () => {
    setCode('');
    setCurrentPassword('');
    resetStart();
    confirm.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code, currentPassword });
  };

  const codes = confirm.data?.recoveryCodes;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={codes ? 'Save your recovery codes' : 'Set up an authenticator app'}
      centered
      size="md"
    >
      {codes ? (
        <Stack gap="md">
          <RecoveryCodesList codes={codes} />
          <ModalActions confirmLabel="I have saved them" onConfirm={close} />
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">
              Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
              Authenticator or 1Password), then enter the {TOTP_DIGITS}-digit code it shows.
            </Text>
            {start.data ? (
              <>
                <Center>
                  <QRCodeSVG
                    value={start.data.uri}
                    size={180}
                    marginSize={2}
                    role="img"
                    aria-label="QR code for your authenticator app"
                  />
                </Center>
                <Text size="sm">
                  Can’t scan it? Enter this key in the app instead:{' '}
                  <Code data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
                    {grouped(start.data.secret)}
                  </Code>
                </Text>
              </>
            ) : start.isError ? (
              <FormError message={start.error.message} />
            ) : (
              <Center>
                <Loader size="sm" aria-label="Preparing your key" role="status" />
              </Center>
            )}
            <TextInput
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TOTP_DIGITS}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            />
            <PasswordField
              label="Current password"
              description="So nobody else with this session can add their own app."
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            />
            <FormError message={confirm.error?.message} />
            <ModalActions
              onCancel={close}
              confirmLabel="Turn on"
              confirming={confirm.isPending}
              confirmDisabled={!start.data || code.length !== TOTP_DIGITS || currentPassword === ''}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
