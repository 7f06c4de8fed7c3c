import { Alert, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form/form-error';
import {
  useAuthorizedCompany,
  useConsentExtension,
  useExtensionCompanies,
} from '../api/extension-sign-in';
import { deliverConsent, type ExtensionRequest } from '../extension/extension-request';

const text = messages.extension;

/**
 * The consent screen (spec §2, Cancel / Consent): what the extension will do, for which company
 * and mailbox. Consent asks the server for a one-time code and posts it to the panel's origin.
 */
export function ExtensionConsent({
  ask,
  search,
  companyId,
  email,
}: {
  ask: ExtensionRequest;
  search: string;
  companyId: string;
  email: string;
}) {
  const navigate = useNavigate();
  const companies = useExtensionCompanies();
  const authorization = useAuthorizedCompany(companyId);
  const consent = useConsentExtension();
  const [mailbox, setMailbox] = useState(email);
  const company = companies.data?.find((c) => c._id === companyId);
  const mailboxes = authorization.data?.mailboxes ?? [];

  if (consent.isSuccess)
    return (
      <Alert color="green" title={text.consentTitle} role="status">
        {text.consentSent}
      </Alert>
    );
  if (companies.isPending || authorization.isPending)
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading">
        <Skeleton h={24} />
        <Skeleton h={80} />
      </Stack>
    );
  const refused = companies.error ?? authorization.error;
  if (refused || !company || !authorization.data?.success)
    return (
      <Stack gap="md">
        <FormError message={refused?.message ?? text.notConnected} />
        <Button variant="default" onClick={() => void navigate(`/sign-in-extension${search}`)}>
          {text.chooseAnother}
        </Button>
      </Stack>
    );

  const give = () =>
    consent.mutate(
      {
        companyId,
        email: mailbox,
        clientOrigin: ask.clientOrigin,
        codeChallenge: ask.codeChallenge,
      },
      { onSuccess: (grant) => deliverConsent(ask, grant.code) },
    );
  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {text.consentTitle}
      </Title>
      {mailboxes.length > 1 && (
        <Select
          label={text.mailboxLabel}
          data={mailboxes}
          value={mailbox}
          onChange={(value) => value && setMailbox(value)}
          allowDeselect={false}
        />
      )}
      <Text>{text.consentBody(company.legalBusinessName, mailbox)}</Text>
      <FormError message={consent.error?.message} />
      <Group grow>
        <Button
          variant="default"
          onClick={() => void navigate(`/sign-in-extension${search}`, { replace: true })}
        >
          {text.cancel}
        </Button>
        <Button loading={consent.isPending} onClick={give}>
          {text.consent}
        </Button>
      </Group>
    </Stack>
  );
}
