import { Text } from '@mantine/core';
import { messages, OTP_TTL_SECONDS } from '@quorum/shared';
import { useNow } from '@/hooks/use-now';

function formatMinutes(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/** Time left on the emailed code, to the server's otpExpiresAt; then says it has expired. */
export function CodeCountdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow(1000);
  // Clamped to the code's lifetime: a server clock a little ahead must not show 10:01.
  const secondsLeft = Math.min(
    OTP_TTL_SECONDS,
    Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)),
  );
  if (!secondsLeft) {
    return (
      <Text size="sm" c="red.8">
        {messages.otp.expired}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {messages.otp.expiresIn(formatMinutes(secondsLeft))}
    </Text>
  );
}
