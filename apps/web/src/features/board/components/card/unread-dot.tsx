import { Box } from '@mantine/core';

/** A question the member has not opened since the investor last wrote: a dot named "Unread". */
export function UnreadDot() {
  return (
    <Box
      w={8}
      h={8}
      bg="blue.6"
      style={{ borderRadius: '50%', flexShrink: 0 }}
      role="img"
      aria-label="Unread"
    />
  );
}
