import { Button, Text, type ButtonProps } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';
import { ModalActions } from '@/components/modals/modal-actions';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

/**
 * The way to Premium from every upgrade prompt: the plan page for the company creator, who manages
 * billing; anyone else is told they may not upgrade (spec: non_permit_upgrade).
 */
export function UpgradeAction({
  isCompanyCreator,
  label = messages.registry.upgradeTitle,
  size,
  onNavigate,
}: {
  isCompanyCreator: boolean;
  label?: string;
  size?: ButtonProps['size'];
  onNavigate?: () => void;
}) {
  if (!isCompanyCreator)
    return (
      <Text size="sm" c="dimmed">
        {messages.plan.nonPermitUpgrade}
      </Text>
    );
  return (
    <Button
      component={Link}
      to={UPGRADE_PLAN_PATH}
      onClick={onNavigate}
      size={size}
      leftSection={<IconCrown size={16} aria-hidden />}
      color="yellow"
      autoContrast
    >
      {label}
    </Button>
  );
}

/** The end of an upgrade dialog: "Not now", then the way to Premium. */
export function UpgradeChoices({
  isCompanyCreator,
  onClose,
  focusNotNow = false,
}: {
  isCompanyCreator: boolean;
  onClose: () => void;
  /** The button a nested dialog focuses when it opens (Mantine's `data-autofocus`). */
  focusNotNow?: boolean;
}) {
  return (
    <ModalActions onCancel={onClose} cancelLabel="Not now" focusCancel={focusNotNow}>
      <UpgradeAction isCompanyCreator={isCompanyCreator} onNavigate={onClose} />
    </ModalActions>
  );
}
