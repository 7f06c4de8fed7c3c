import { Button, PinInput, Stack, Text } from '@mantine/core';
import { messages, OTP_DIGITS } from '@quorum/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { FormNotice } from '@/components/form/form-notice';
import { useUpdateAuthorizedEmail } from '../api/update-authorized-email';
import { useVerifyExtensionEmail } from '../api/verify-extension-email';

const text = messages.extension;

/**
 * Connect an email, step 2: the 4-digit code mailed to the mailbox. Resend code mails a new one
 * (the old one stops working); the server's refusals (a wrong or expired code) show here.
 */
export function MailboxCodeStep({
  email,
  message,
  onConnected,
}: {
  email: string;
  /** What the page last heard from the server: the code was sent, or sent again. */
  message: string;
  onConnected: (email: string) => void;
}) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState(message);
  const confirm = useUpdateAuthorizedEmail();
  const resend = useVerifyExtensionEmail();
  const complete = code.length === OTP_DIGITS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    resend.reset();
    // The API takes the code as a number (spec §7: otpCode).
    confirm.mutate({ email, otpCode: Number(code) }, { onSuccess: () => onConnected(email) });
  };

  const sendAgain = () => {
    confirm.reset();
    setCode('');
    resend.mutate(
      { email, isResendOtp: true },
      { onSuccess: () => setNotice(text.codeResent(email)) },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormNotice>{notice}</FormNotice>
        <Stack gap={6}>
          <Text id="mailbox-code-label" size="sm" fw={500}>
            {text.codeLabel}
          </Text>
          <PinInput
            length={OTP_DIGITS}
            type="number"
            size="lg"
            placeholder=""
            value={code}
            onChange={setCode}
            // The person just asked for this code: the caret goes where their next keystroke is.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- follows their own action (Send code)
            autoFocus
            oneTimeCode
            error={Boolean(confirm.error)}
            aria-labelledby="mailbox-code-label"
            getInputProps={(index) => ({
              'aria-label': `${text.codeLabel}, digit ${index + 1} of ${OTP_DIGITS}`,
              // Opened straight at this step (Enter code), the modal's focus trap looks for this.
              'data-autofocus': index === 0 || undefined,
            })}
          />
        </Stack>
        <FormError message={confirm.error?.message ?? resend.error?.message} />
        <Button type="submit" disabled={!complete} loading={confirm.isPending} fullWidth>
          {text.connect}
        </Button>
        <Button variant="subtle" onClick={sendAgain} loading={resend.isPending}>
          {text.resendCode}
        </Button>
      </Stack>
    </form>
  );
}
