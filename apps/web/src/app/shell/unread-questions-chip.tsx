import { Badge, VisuallyHidden } from '@mantine/core';
import { useUnreadQuestions } from './use-unread-questions';

/** The count beside Questions in the side menu; nothing at all when every question has been read. */
export function UnreadQuestionsChip() {
  const count = useUnreadQuestions();
  if (count === 0) return null;
  return (
    <>
      <Badge size="sm" circle={count < 10} color="red" variant="filled" aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{`${count} unread`}</VisuallyHidden>
    </>
  );
}
