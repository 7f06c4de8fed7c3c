import { Alert, Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '@/components/form/form-error';
import { CompaniesFailed, CompaniesLoading } from './company-list-states';
import { useAuthorizedCompany, useExtensionCompanies } from '../api/extension-sign-in';
import type { ExtensionCompany } from '../api/extension-sign-in';
import type { ExtensionRequest } from '../extension/extension-request';
import { useLogout } from '../hooks/use-logout';

const text = messages.extension;

function CompanyOption({ company, onChoose }: { company: ExtensionCompany; onChoose: () => void }) {
  return (
    <Button
      variant="default"
      size="lg"
      fullWidth
      justify="space-between"
      onClick={onChoose}
      disabled={company.isLocked}
      leftSection={
        <Avatar src={company.companyLogoUrl} size="sm" radius="sm" aria-hidden>
          {company.legalBusinessName.slice(0, 1)}
        </Avatar>
      }
      rightSection={company.hasSetup ? null : <Badge color="gray">{text.notSetUpTag}</Badge>}
      styles={{ label: { flex: 1, fontWeight: 500 } }}
    >
      {company.legalBusinessName}
    </Button>
  );
}

/** Spec §8's refusal in full, with a way to check again once the admin has acted. */
function Refusal({
  title,
  body,
  onRetry,
  onBack,
}: {
  title: string;
  body: string;
  onRetry: () => void;
  onBack?: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert color="yellow" title={title}>
        {body}
      </Alert>
      <Group grow>
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {text.chooseAnother}
          </Button>
        )}
        <Button onClick={onRetry}>{text.checkAgain}</Button>
      </Group>
    </Stack>
  );
}

/**
 * Step 2 of the extension's sign-in (spec §4): the company, with 'Not set up' where no mailbox is
 * connected; a single company is chosen at once, none signs out. The server then says whether the
 * extension is set up there and whether this person may use it; both lead to consent.
 */
export function ExtensionCompanyStep({ ask, search }: { ask: ExtensionRequest; search: string }) {
  const companies = useExtensionCompanies();
  const [picked, setChosen] = useState<string | null>(null);
  const { logout, isPending: signingOut } = useLogout();
  const navigate = useNavigate();
  const only = companies.data?.length === 1 ? companies.data[0] : undefined;
  const none = companies.data?.length === 0;
  // A single company is chosen for the person (spec §4); several wait for their choice.
  const chosen = picked ?? (only && !only.isLocked ? only._id : null);
  const authorization = useAuthorizedCompany(chosen);
  useEffect(() => {
    if (none) void logout();
  }, [none, logout]);
  useEffect(() => {
    const granted = authorization.data;
    if (!chosen || !granted?.success) return;
    const mailbox =
      ask.mailbox && granted.mailboxes.includes(ask.mailbox.toLowerCase())
        ? ask.mailbox.toLowerCase()
        : granted.mailboxes[0];
    if (mailbox)
      void navigate(`/user-consent/${chosen}/${encodeURIComponent(mailbox)}${search}`, {
        replace: true,
      });
  }, [authorization.data, ask.mailbox, chosen, navigate, search]);

  const back = only ? undefined : () => setChosen(null);
  if (chosen && authorization.data && !authorization.data.hasSetup)
    return (
      <Refusal
        title={text.notSetUpShort}
        body={text.notSetUpLong}
        onRetry={() => void authorization.refetch()}
        onBack={back}
      />
    );
  if (chosen && authorization.data && !authorization.data.hasPermission)
    return (
      <Refusal
        title={text.noPermissionShort}
        body={text.noPermissionLong}
        onRetry={() => void authorization.refetch()}
        onBack={back}
      />
    );

  const busy = companies.isPending || (chosen !== null && authorization.isPending) || none;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={24}>
          Choose a company
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {text.chooseCompany}
        </Text>
      </div>
      {busy ? (
        <CompaniesLoading />
      ) : companies.isError ? (
        <CompaniesFailed
          message={companies.error.message}
          onRetry={() => void companies.refetch()}
        />
      ) : (
        <Stack gap="xs">
          {companies.data?.map((company) => (
            <CompanyOption
              key={company._id}
              company={company}
              onChoose={() => setChosen(company._id)}
            />
          ))}
        </Stack>
      )}
      <FormError message={authorization.error?.message} />
      <Button variant="subtle" color="gray" loading={signingOut} onClick={() => void logout()}>
        Sign in with a different account
      </Button>
    </Stack>
  );
}
