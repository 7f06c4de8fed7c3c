import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { getDeviceFingerprint } from '@/lib/session';
import type { SecondFactorData } from '../api/login-response';
import { useSendEmailOtp } from '../api/send-email-otp';
import { useVerifyEmailOtp } from '../api/verify-email-otp';
import { CodeEntry } from './code-entry';

/** An emailed code waiting to be entered: for whom, and until when. */
export interface PendingCode {
  email: string;
  otpExpiresAt: string;
}

/**
 * The code step of sign-in and of registration. A right code starts the session; the page that
 * shows this step then follows the session to the next one.
 */
export function CodeStep({
  pending,
  onBack,
  onSecondFactor,
}: {
  pending: PendingCode;
  onBack: () => void;
  /** The person set up a second factor since the code was sent: it is asked for next. */
  onSecondFactor?: (step: SecondFactorData) => void;
}) {
  const verify = useVerifyEmailOtp();
  const resend = useSendEmailOtp();
  const [expiresAt, setExpiresAt] = useState(pending.otpExpiresAt);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (otpCode: number) => {
    setNotice(null);
    resend.reset();
    verify.mutate(
      { email: pending.email, otpCode, fingerprint: getDeviceFingerprint() },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'code') setExpiresAt(outcome.otpData.otpExpiresAt);
          if (outcome.kind === 'second-factor') onSecondFactor?.(outcome.step);
        },
      },
    );
  };

  const resendCode = () => {
    verify.reset();
    resend.mutate(pending.email, {
      onSuccess: (otpData) => {
        setExpiresAt(otpData.otpExpiresAt);
        setNotice(otpData.message);
      },
    });
  };

  return (
    <Stack gap="sm">
      <CodeEntry
        email={pending.email}
        otpExpiresAt={expiresAt}
        onSubmit={submit}
        onResend={resendCode}
        submitting={verify.isPending}
        resending={resend.isPending}
        error={verify.error?.message ?? resend.error?.message}
        notice={notice}
      />
      <Anchor component="button" type="button" size="sm" onClick={onBack} ta="center">
        Use a different email
      </Anchor>
    </Stack>
  );
}
