import { Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RegistryTab } from '@quorum/shared';
import { useRef, useState } from 'react';
import { ExistingQuestionPanel } from './existing-question-panel';
import { NewQuestionPanel } from './new-question-panel';
import type { QuestionText } from './use-question-form';

/**
 * What the question modal is open for; null when it is closed. A new question may start from
 * text (an investor's question from the board), and name the enquiry it came from so the server
 * marks that card added to the registry, or the monthly prompt it came from, which counts it.
 */
export type RegistryQuestionTarget =
  | { kind: 'new'; prefill?: QuestionText; enquiryId?: string; monthlyPromptId?: string }
  | { kind: 'existing'; id: string }
  | null;

const keyOf = (target: RegistryQuestionTarget) =>
  target === null ? null : target.kind === 'new' ? 'new' : `existing:${target.id}`;

/**
 * The registry's question modal (spec §2 modal types add, edit, view or edit): the add form for a
 * new question, or an existing question to view and, holding its lock, edit. Full screen on
 * phones. Its close (X, breadcrumb, Escape, outside click) goes through the open panel, which asks
 * before dropping unsaved text and gives the lock back.
 */
export function RegistryQuestionModal({
  target,
  tab,
  onClose,
}: {
  target: RegistryQuestionTarget;
  tab: RegistryTab;
  onClose: () => void;
}) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true);
  const closeRequestRef = useRef<(() => void) | null>(null);
  // Closing keeps the last question in view while the modal fades out instead of going blank;
  // Mantine unmounts the content once it has (which gives any lock back).
  const [shown, setShown] = useState(target);
  if (target !== null && keyOf(target) !== keyOf(shown)) setShown(target);

  return (
    <Modal.Root
      opened={target !== null}
      onClose={() => (closeRequestRef.current ?? onClose)()}
      fullScreen={!wide}
      size="xl"
      centered
    >
      <Modal.Overlay />
      <Modal.Content>
        {shown?.kind === 'new' ? (
          <NewQuestionPanel
            tab={tab}
            prefill={shown.prefill}
            enquiryId={shown.enquiryId}
            monthlyPromptId={shown.monthlyPromptId}
            onClose={onClose}
            closeRequestRef={closeRequestRef}
          />
        ) : shown?.kind === 'existing' ? (
          <ExistingQuestionPanel
            key={shown.id}
            id={shown.id}
            tab={tab}
            onClose={onClose}
            closeRequestRef={closeRequestRef}
          />
        ) : null}
      </Modal.Content>
    </Modal.Root>
  );
}
