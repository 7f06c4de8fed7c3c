import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPin, IconPinFilled, IconStar, IconStarFilled } from '@tabler/icons-react';
import { messages } from '@quorum/shared';

const text = messages.announcementScreens;

/**
 * The star and pin of an announcement: toggle buttons for those who may change them (pressed when
 * on), marks for everyone else (shown only when on).
 */
export function StarToggle({
  starred,
  title,
  busy,
  onToggle,
}: {
  starred: boolean;
  title: string;
  busy?: boolean;
  onToggle?: () => void;
}) {
  if (!onToggle)
    return starred ? (
      <IconStarFilled
        size={18}
        color="var(--mantine-color-yellow-6)"
        aria-label="Starred"
        role="img"
      />
    ) : null;
  return (
    <Tooltip label={starred ? text.unstar : text.star}>
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow.8' : 'gray'}
        aria-label={`Star “${title}”`}
        aria-pressed={starred}
        disabled={busy}
        onClick={onToggle}
      >
        {starred ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

export function PinToggle({
  pinned,
  title,
  busy,
  onToggle,
}: {
  pinned: boolean;
  title: string;
  busy?: boolean;
  onToggle?: () => void;
}) {
  if (!onToggle) return null;
  return (
    <Tooltip label={pinned ? text.unpin : text.pin}>
      <ActionIcon
        variant="subtle"
        color={pinned ? 'blue' : 'gray'}
        aria-label={`Pin “${title}” to the top`}
        aria-pressed={pinned}
        disabled={busy}
        onClick={onToggle}
      >
        {pinned ? <IconPinFilled size={18} aria-hidden /> : <IconPin size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
