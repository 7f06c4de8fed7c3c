import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EXTERNAL_LINKS, messages } from '@quorum/shared';
import { Link } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useUpdateInviteInvestorChecklist } from '../api/update-invite-investor-checklist';

const text = messages.dashboard;

/**
 * The checklist's "Invite your investors": the ways to reach them, and the tick, which only the
 * member can give, as the inviting happens outside Quorum.
 */
export function InviteInvestorsModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const invite = useUpdateInviteInvestorChecklist();
  return (
    <Modal opened={opened} onClose={onClose} title={text.inviteTitle} centered>
      <Stack gap="md">
        <Text size="sm">{text.inviteBody}</Text>
        <Stack gap={4}>
          <Anchor
            component={Link}
            to="/dashboard/company-profile/integrate-quorum/web-form"
            size="sm"
          >
            {text.inviteWebForm}
          </Anchor>
          <Anchor
            href={EXTERNAL_LINKS.inviteInvestors}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            {text.inviteGuide}
          </Anchor>
        </Stack>
        {invite.isError ? <FormError message={invite.error.message} /> : null}
        <ModalActions
          onCancel={onClose}
          cancelLabel="Not now"
          confirmLabel={text.inviteDone}
          confirming={invite.isPending}
          stackOnPhone
          onConfirm={() =>
            invite.mutate(undefined, {
              onSuccess: () => {
                notifications.show({ message: text.inviteSaved });
                onClose();
              },
            })
          }
        />
      </Stack>
    </Modal>
  );
}
