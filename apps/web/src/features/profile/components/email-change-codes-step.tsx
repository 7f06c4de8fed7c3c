import { Button, PinInput, Stack, Text } from '@mantine/core';
import { OTP_DIGITS } from '@quorum/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { FormNotice } from '@/components/form/form-notice';
import { CodeCountdown } from '@/features/auth';

export interface EmailChangeCodes {
  otpCode: number;
  currentEmailCode: number;
}

interface EmailChangeCodesStepProps {
  newEmail: string;
  currentEmail: string;
  otpExpiresAt: string;
  onSubmit: (codes: EmailChangeCodes) => void;
  onResend: () => void;
  submitting: boolean;
  resending: boolean;
  error?: string | null;
  notice?: string | null;
}

/** One labelled 4-box code: the boxes take digits, move on, and a pasted code fills them all. */
function CodeBoxes({
  id,
  label,
  value,
  onChange,
  invalid,
  focusFirst = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  focusFirst?: boolean;
}) {
  return (
    <Stack gap={6}>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      <PinInput
        length={OTP_DIGITS}
        type="number"
        placeholder=""
        value={value}
        onChange={onChange}
        // The person just asked for these codes: the caret goes where their next keystroke is.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- follows their own action (Send codes)
        autoFocus={focusFirst}
        oneTimeCode
        error={invalid}
        aria-labelledby={id}
        getInputProps={(index) => ({
          'aria-label': `${label}, digit ${index + 1} of ${OTP_DIGITS}`,
        })}
      />
    </Stack>
  );
}

/**
 * Step 2 of an email change: the code mailed to the new address and the one mailed to the current
 * address. Both are needed, so neither a stolen session nor someone else's mailbox is enough.
 */
export function EmailChangeCodesStep({
  newEmail,
  currentEmail,
  otpExpiresAt,
  onSubmit,
  onResend,
  submitting,
  resending,
  error,
  notice,
}: EmailChangeCodesStepProps) {
  const [newCode, setNewCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const complete = newCode.length === OTP_DIGITS && currentCode.length === OTP_DIGITS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit({ otpCode: Number(newCode), currentEmailCode: Number(currentCode) });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          We have sent a 4-digit code to each address. Enter both to confirm the change.
        </Text>
        <CodeBoxes
          id="code-new-address"
          label={`Code sent to ${newEmail}`}
          value={newCode}
          onChange={setNewCode}
          invalid={Boolean(error)}
          focusFirst
        />
        <CodeBoxes
          id="code-current-address"
          label={`Code sent to ${currentEmail}`}
          value={currentCode}
          onChange={setCurrentCode}
          invalid={Boolean(error)}
        />
        <CodeCountdown expiresAt={otpExpiresAt} />
        <FormError message={error} />
        {notice ? <FormNotice>{notice}</FormNotice> : null}
        <Button type="submit" disabled={!complete} loading={submitting} fullWidth>
          Confirm change
        </Button>
        <Button variant="subtle" onClick={onResend} loading={resending}>
          Send new codes
        </Button>
      </Stack>
    </form>
  );
}
