import { getDefaultZIndex, Modal, type ModalProps } from '@mantine/core';

/** Above the question modal, which uses Mantine's default modal layer. */
const ABOVE_QUESTION_MODAL = getDefaultZIndex('modal') + 10;

/**
 * A small dialog asked over the question modal (close without saving, inactivity, delete). The
 * question stays visible behind it; its own Escape and outside click belong to this dialog, which
 * the question modal ignores while one is open.
 */
export function NestedDialog(props: ModalProps) {
  return <Modal centered zIndex={ABOVE_QUESTION_MODAL} size="sm" {...props} />;
}
