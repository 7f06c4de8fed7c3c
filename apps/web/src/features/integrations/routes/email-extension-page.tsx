import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { INTEGRATIONS_PAGE_PATH, messages } from '@quorum/shared';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { isApiError } from '@/lib/graphql';
import { useAuthorizedUsers } from '../api/get-authorized-users';
import { ConnectedMailboxes } from '../components/connected-mailboxes';
import { ConnectMailboxModal, type ConnectStep } from '../components/connect-mailbox-modal';
import { DisconnectMailboxModal } from '../components/disconnect-mailbox-modal';
import { EmailExtensionSkeleton } from '../components/email-extension-skeleton';
import { EmailExtensionToolbar } from '../components/email-extension-toolbar';
import { ExtensionSetupGuide } from '../components/extension-setup-guide';
import { PremiumUpgradePrompt } from '../components/premium-upgrade-prompt';
import { useExtensionAccess } from '../hooks/use-extension-access';

const text = messages.extension;

/** Why the table has no actions for this member, if it has none. */
function ReadOnlyNote({
  canEdit,
  isCompanyCreator,
}: {
  canEdit: boolean;
  isCompanyCreator: boolean;
}) {
  if (canEdit && isCompanyCreator) return null;
  return (
    <Alert color="gray" icon={<IconEye aria-hidden />} role="status">
      {canEdit ? text.creatorOnly : text.readOnly}
    </Alert>
  );
}

function EmailExtensionContent() {
  const { canEdit, isCompanyCreator, premium, canManage } = useExtensionAccess();
  const mailboxes = useAuthorizedUsers({ enabled: premium });
  const [connectStep, setConnectStep] = useState<ConnectStep | null>(null);
  const [disconnecting, setDisconnecting] = useState<string | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);

  // The free plan never asks (the server would refuse with PAYMENT_REQUIRED); a plan that lapsed
  // while the page was open gets the same prompt from the refusal.
  if (!premium || isApiError(mailboxes.error, 'PAYMENT_REQUIRED'))
    return (
      <Paper withBorder radius="md" p="md">
        <PremiumUpgradePrompt isCompanyCreator={isCompanyCreator} message={text.premiumOnly} />
      </Paper>
    );

  return (
    <Stack gap="md">
      <EmailExtensionToolbar
        onConnect={canManage ? () => setConnectStep({ name: 'email' }) : undefined}
        onOpenGuide={() => setGuideOpen(true)}
      />
      <ReadOnlyNote canEdit={canEdit} isCompanyCreator={isCompanyCreator} />
      {mailboxes.isPending ? <EmailExtensionSkeleton /> : null}
      {mailboxes.isError ? (
        <LoadErrorAlert
          title={text.loadFailed}
          message={mailboxes.error.message}
          retrying={mailboxes.isFetching}
          onRetry={() => void mailboxes.refetch()}
        />
      ) : null}
      {mailboxes.isSuccess ? (
        <ConnectedMailboxes
          ref={tableRef}
          mailboxes={mailboxes.data}
          actions={
            canManage
              ? {
                  onEnterCode: ({ email }) =>
                    setConnectStep({ name: 'code', email, message: text.codeSent(email) }),
                  onDisconnect: ({ email }) => setDisconnecting(email),
                }
              : undefined
          }
        />
      ) : null}
      <ConnectMailboxModal
        step={connectStep}
        onStep={setConnectStep}
        onClose={() => setConnectStep(null)}
      />
      <DisconnectMailboxModal
        email={disconnecting}
        onClose={() => setDisconnecting(null)}
        onDisconnected={() => tableRef.current?.focus()}
      />
      <ExtensionSetupGuide opened={guideOpen} onClose={() => setGuideOpen(false)} />
    </Stack>
  );
}

/**
 * /dashboard/company-profile/integrate-quorum/email-extension (spec §2 Email extension page): the
 * mailboxes connected to the email extension, connecting and disconnecting them, the setup guide
 * and the download. Premium only; the company creator connects and disconnects, and the page is
 * read-only for everyone else (spec §6).
 */
export function EmailExtensionPage() {
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={INTEGRATIONS_PAGE_PATH} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Integrations
      </Anchor>
      <PageFrame title={text.pageTitle}>
        <PageGuard page="email-extension">
          <EmailExtensionContent />
        </PageGuard>
      </PageFrame>
    </Stack>
  );
}
