import { Alert } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import type { RegistryPerson } from '../../api/get-question-registry';

const text = messages.registry;

/** What the person should know about the question's drafting lock, if anything. */
export type LockSituation =
  /** Someone else is drafting it: it stays read-only (the spec's lock warning). */
  | { kind: 'taken'; holder: RegistryPerson | null }
  /** It was taken when they looked, and has just been let go: they may edit now. */
  | { kind: 'released' }
  /** They were editing, and the lock is no longer theirs; their text stays in the form. */
  | { kind: 'lost'; holder: RegistryPerson | null };

const nameOf = (person: RegistryPerson) => `${person.firstName} ${person.lastName}`;

/** The lock warning with who holds it, the live "free now" notice, or the lost-lock warning. */
export function LockNotice({ situation }: { situation: LockSituation | null }) {
  if (!situation) return null;
  if (situation.kind === 'released')
    return (
      <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
        {text.lockReleased}
      </Alert>
    );
  const { holder } = situation;
  const title = situation.kind === 'lost' && !holder ? text.lockLost : text.locked;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      icon={<IconLock aria-hidden />}
      title={title}
      // Yellow text on light yellow fails contrast; the icon and background carry the colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {holder ? text.drafting(nameOf(holder)) : null}
    </Alert>
  );
}
