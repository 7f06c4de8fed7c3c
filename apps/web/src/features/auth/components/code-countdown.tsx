import { Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useNow } from '@/hooks/use-now';

function formatMinutes(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}

/** Time left on the emailed code, to the server's otpExpiresAt; then says it has expired. */
export function CodeCountdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow(1000);
  const secondsLeft = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
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
