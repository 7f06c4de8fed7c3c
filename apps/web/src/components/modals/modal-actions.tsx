import { Button, Flex, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The row at the end of every modal: the way out (Cancel, Keep, Not now…) on the left, then any
 * further choices, then the primary action on the right. Without `onConfirm` the primary button
 * submits the modal's form; without `confirmLabel` there is none (pass it as `children`).
 */
export function ModalActions({
  onCancel,
  cancelLabel = 'Cancel',
  cancelDisabled,
  focusCancel = false,
  confirmLabel,
  onConfirm,
  confirmColor,
  confirming,
  confirmDisabled,
  focusConfirm = false,
  stackOnPhone = false,
  children,
}: {
  /** Left out: no way-out button (a form that is not in a modal of its own). */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  cancelDisabled?: boolean;
  /** Focus the way out when the modal opens (Mantine's `data-autofocus`): for risky choices. */
  focusCancel?: boolean;
  confirmLabel?: ReactNode;
  /** Left out: the primary button is the form's submit button. */
  onConfirm?: () => void;
  /** `red` for a choice that deletes or discards. */
  confirmColor?: MantineColor;
  /** The primary action is on its way (a loading button). */
  confirming?: boolean;
  confirmDisabled?: boolean;
  focusConfirm?: boolean;
  /** On a phone, one button a line, full width, the primary one on top. */
  stackOnPhone?: boolean;
  /** Further buttons, between the way out and the primary action. */
  children?: ReactNode;
}) {
  const buttons = (
    <>
      {onCancel ? (
        <Button
          variant="default"
          onClick={onCancel}
          disabled={cancelDisabled}
          data-autofocus={focusCancel || undefined}
        >
          {cancelLabel}
        </Button>
      ) : null}
      {children}
      {confirmLabel === undefined ? null : (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          onClick={onConfirm}
          color={confirmColor}
          loading={confirming}
          disabled={confirmDisabled}
          data-autofocus={focusConfirm || undefined}
        >
          {confirmLabel}
        </Button>
      )}
    </>
  );
  return stackOnPhone ? (
    <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="sm">
      {buttons}
    </Flex>
  ) : (
    <Group justify="flex-end" gap="sm">
      {buttons}
    </Group>
  );
}
