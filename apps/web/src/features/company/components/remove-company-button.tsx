import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { ModalActions } from '@/components/modals/modal-actions';
import { isApiError } from '@/lib/graphql';
import type { CompanyDetails } from '../api/get-company-details';
import { useRemoveCompanyFlow } from '../hooks/use-remove-company';

/**
 * 'Remove company' (spec §2), shown to the company's creator only. Deleting a company cannot be
 * undone, so it asks first and names the company.
 */
export function RemoveCompanyButton({
  company,
}: {
  company: Pick<CompanyDetails, '_id' | 'legalBusinessName'>;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const { remove, isRemoving, error } = useRemoveCompanyFlow();
  // A refusal says why in the server's words; anything unexpected gets the spec's failure text.
  const failure =
    error && (isApiError(error, 'INTERNAL_SERVER_ERROR') || !isApiError(error))
      ? messages.company.deleteFailed
      : error?.message;

  return (
    <>
      <Button variant="outline" color="red" onClick={open}>
        Remove company
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={messages.company.removeConfirmTitle}
        closeOnClickOutside={!isRemoving}
        centered
      >
        <Stack gap="md">
          <Text>{messages.company.removeConfirm(company.legalBusinessName)}</Text>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            data-autofocus
          />
          <FormError message={failure} />
          <ModalActions
            onCancel={close}
            cancelDisabled={isRemoving}
            confirmLabel="Remove company"
            confirmColor="red"
            onConfirm={() => void remove(company._id, password).catch(() => undefined)}
            confirming={isRemoving}
          />
        </Stack>
      </Modal>
    </>
  );
}
