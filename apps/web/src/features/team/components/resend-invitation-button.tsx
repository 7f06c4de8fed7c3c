import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useResendInvitation } from '../api/resend-invitation';

/** Mails a fresh link to someone who has not accepted yet (the old link stops working). */
export function ResendInvitationButton({
  invitationId,
  size = 'xs',
}: {
  invitationId: string;
  size?: 'xs' | 'sm';
}) {
  const resend = useResendInvitation();
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconSend size={14} aria-hidden />}
      loading={resend.isPending}
      onClick={(event) => {
        // Inside a clickable row: resending is not opening the member.
        event.stopPropagation();
        resend.mutate(invitationId, {
          onSuccess: ({ message }) => notifications.show({ color: 'teal', message }),
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        });
      }}
    >
      Resend invitation
    </Button>
  );
}
