import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/**
 * The question's star (spec §2). Premium only: on the free plan pressing it opens the star
 * upgrade prompt instead; the caller decides which.
 */
export function StarToggle({
  starred,
  busy = false,
  onToggle,
}: {
  starred: boolean;
  busy?: boolean;
  onToggle: () => void;
}) {
  const label = starred ? 'Unstar question' : 'Star question';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow' : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={starred}
        loading={busy}
        onClick={onToggle}
      >
        {starred ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
