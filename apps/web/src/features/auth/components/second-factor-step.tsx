import { Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { TOTP_DIGITS } from '@quorum/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import type { SecondFactorData } from '../api/login-response';
import { signWithPasskey } from '../api/passkey-ceremony';
import { secondFactorPasskeyOptions, useVerifySecondFactor } from '../api/verify-second-factor';

type Mode = 'code' | 'recovery';

/**
 * The second step of sign-in for a person with a second factor: the code from their
 * authenticator app, one of their recovery codes, or their passkey. A right answer starts the
 * session (and this browser is trusted, so it skips this step next time).
 */
export function SecondFactorStep({ step, onBack }: { step: SecondFactorData; onBack: () => void }) {
  const verify = useVerifySecondFactor();
  const hasApp = step.methods.includes('TOTP');
  const hasPasskey = step.methods.includes('PASSKEY');
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  const switchTo = (next: Mode) => {
    verify.reset();
    setValue('');
    setMode(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPasskeyError(null);
    verify.mutate(
      mode === 'code'
        ? { ticket: step.ticket, code: value.trim() }
        : { ticket: step.ticket, recoveryCode: value },
    );
  };

  const signInWithPasskey = async () => {
    verify.reset();
    setPasskeyError(null);
    setPasskeyPending(true);
    try {
      const passkeyResponse = await signWithPasskey(await secondFactorPasskeyOptions(step.ticket));
      verify.mutate({ ticket: step.ticket, passkeyResponse });
    } catch (error) {
      setPasskeyError(error instanceof Error ? error.message : String(error));
    } finally {
      setPasskeyPending(false);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={24}>
          Two-step sign-in
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {hasApp
            ? mode === 'code'
              ? `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`
              : 'Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.'
            : 'Use your passkey to finish signing in.'}
        </Text>
      </div>
      {hasApp ? (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            {mode === 'code' ? (
              <TextInput
                key="code"
                label="Authenticator code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={TOTP_DIGITS}
                value={value}
                onChange={(e) => setValue(e.currentTarget.value.replace(/\D/g, ''))}
                // The person just entered their password: the caret goes to the next field.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- follows their own action (sign-in)
                autoFocus
              />
            ) : (
              <TextInput
                key="recovery"
                label="Recovery code"
                autoComplete="off"
                spellCheck={false}
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- follows their own choice of method
                autoFocus
              />
            )}
            <FormError message={verify.error?.message} />
            <Button
              type="submit"
              loading={verify.isPending && !passkeyPending}
              disabled={mode === 'code' ? value.length !== TOTP_DIGITS : value.trim() === ''}
              fullWidth
            >
              Continue
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="center"
              onClick={() => switchTo(mode === 'code' ? 'recovery' : 'code')}
            >
              {mode === 'code'
                ? 'Use a recovery code instead'
                : 'Use your authenticator app instead'}
            </Anchor>
          </Stack>
        </form>
      ) : null}
      {hasPasskey ? (
        <>
          {hasApp ? <Divider label="or" labelPosition="center" /> : null}
          <Button
            variant={hasApp ? 'default' : 'filled'}
            leftSection={<IconKey size={18} aria-hidden />}
            onClick={() => void signInWithPasskey()}
            loading={passkeyPending}
            fullWidth
          >
            Use your passkey
          </Button>
          <FormError message={passkeyError ?? (hasApp ? undefined : verify.error?.message)} />
        </>
      ) : null}
      <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
        Start again
      </Anchor>
    </Stack>
  );
}
