import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { ConnectEmailStep } from './connect-email-step';
import { MailboxCodeStep } from './mailbox-code-step';

const text = messages.extension;

/** Where the modal is: asking for the address, or for the code mailed to it. */
export type ConnectStep = { name: 'email' } | { name: 'code'; email: string; message: string };

/**
 * Connect an email: the address → the code mailed to it → connected (a toast). Opened at the code
 * step from a pending row's Enter code. Closing at any step leaves a pending mailbox pending.
 */
export function ConnectMailboxModal({
  step,
  onStep,
  onClose,
}: {
  /** Null: closed. */
  step: ConnectStep | null;
  onStep: (step: ConnectStep) => void;
  onClose: () => void;
}) {
  const connected = (email: string) => {
    notifications.show({ color: 'teal', message: text.connected(email) });
    onClose();
  };
  return (
    <Modal opened={step !== null} onClose={onClose} title={text.connectEmail} centered>
      {step?.name === 'email' ? (
        <ConnectEmailStep
          onCodeSent={(email, message) => onStep({ name: 'code', email, message })}
        />
      ) : null}
      {step?.name === 'code' ? (
        <MailboxCodeStep
          key={step.email}
          email={step.email}
          message={step.message}
          onConnected={connected}
        />
      ) : null}
    </Modal>
  );
}
