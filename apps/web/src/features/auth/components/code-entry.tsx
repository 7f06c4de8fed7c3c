import { Button, Center, PinInput, Stack, Text, Title } from '@mantine/core';
import { messages, OTP_DIGITS } from '@quorum/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { FormNotice } from '@/components/form/form-notice';
import { CodeCountdown } from './code-countdown';

export interface CodeEntryProps {
  email: string;
  otpExpiresAt: string;
  onSubmit: (otpCode: number) => void;
  onResend: () => void;
  submitting?: boolean;
  resending?: boolean;
  error?: string | null;
  notice?: string | null;
}

/**
 * The 4-box code entry of spec doc 2 §5. Mantine's PinInput gives the box behaviour the spec asks
 * for: digits only, focus moves on after a digit, Backspace in an empty box goes back, and a
 * pasted code fills every box. Continue waits until all four are filled.
 */
export function CodeEntry({
  email,
  otpExpiresAt,
  onSubmit,
  onResend,
  submitting = false,
  resending = false,
  error,
  notice,
}: CodeEntryProps) {
  const [code, setCode] = useState('');
  const complete = code.length === OTP_DIGITS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API takes the code as a number (spec doc 2 §7: "otpCode as number").
    if (complete) onSubmit(Number(code));
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={24}>
            Enter your code
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {messages.otp.sent(email)}
          </Text>
        </div>
        <Center>
          <PinInput
            length={OTP_DIGITS}
            type="number"
            size="lg"
            placeholder=""
            value={code}
            onChange={setCode}
            // The person just asked for this code: the caret goes where their next keystroke is.
            // eslint-disable-next-line jsx-a11y/no-autofocus -- follows their own action (sign-in)
            autoFocus
            oneTimeCode
            error={Boolean(error)}
            aria-label="Verification code"
            getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of ${OTP_DIGITS}` })}
          />
        </Center>
        <CodeCountdown expiresAt={otpExpiresAt} />
        <FormError message={error} />
        {notice ? <FormNotice>{notice}</FormNotice> : null}
        <Button type="submit" disabled={!complete} loading={submitting} fullWidth>
          Continue
        </Button>
        <Button variant="subtle" onClick={onResend} loading={resending}>
          Resend code
        </Button>
      </Stack>
    </form>
  );
}
