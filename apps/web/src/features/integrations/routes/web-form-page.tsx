import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { INTEGRATIONS_PAGE_PATH, messages } from '@quorum/shared';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { isApiError } from '@/lib/graphql';
import { useWebform } from '../api/get-webform';
import { AdvancedDetailsSection } from '../components/advanced-details-section';
import { CustomiseSection } from '../components/customise-section';
import { EmbedCodeSection } from '../components/embed-code-section';
import { PremiumUpgradePrompt } from '../components/premium-upgrade-prompt';
import { WebFormSkeleton } from '../components/web-form-skeleton';
import { WebformDomainForm } from '../components/webform-domain-form';
import { WebformPrivacyPolicyForm } from '../components/webform-privacy-policy-form';
import { useWebformAccess } from '../hooks/use-webform-access';

function UpgradePanel({ isCompanyCreator }: { isCompanyCreator: boolean }) {
  return (
    <Paper withBorder radius="md" p="md">
      <PremiumUpgradePrompt isCompanyCreator={isCompanyCreator} />
    </Paper>
  );
}

function WebFormContent() {
  const { canEdit, premium, isCompanyCreator } = useWebformAccess();
  const webform = useWebform({ enabled: premium });

  // The free plan never asks (the server would refuse with PAYMENT_REQUIRED); a plan that lapsed
  // while the page was open gets the same prompt from the refusal.
  if (!premium || isApiError(webform.error, 'PAYMENT_REQUIRED'))
    return <UpgradePanel isCompanyCreator={isCompanyCreator} />;
  if (webform.isPending) return <WebFormSkeleton />;
  if (webform.isError)
    return (
      <LoadErrorAlert
        title={messages.webform.loadFailed}
        message={webform.error.message}
        retrying={webform.isFetching}
        onRetry={() => void webform.refetch()}
      />
    );

  const config = webform.data;
  return (
    <Stack gap="md">
      {canEdit ? null : (
        <Alert color="gray" icon={<IconEye aria-hidden />} role="status">
          {messages.webform.readOnly}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        {/* Keyed by the saved origin: a save elsewhere (another tab's refetch) starts it afresh. */}
        <WebformDomainForm
          key={config.authorizedOrigins[0] ?? ''}
          origin={config.authorizedOrigins[0] ?? ''}
          canEdit={canEdit}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <WebformPrivacyPolicyForm
          key={config.privacyPolicyUrl ?? ''}
          saved={config.privacyPolicyUrl}
          canEdit={canEdit}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <EmbedCodeSection config={config} />
      </Paper>
      <CustomiseSection saved={config.theme} clientSecret={config.clientSecret} canEdit={canEdit} />
      <AdvancedDetailsSection config={config} />
    </Stack>
  );
}

/**
 * /dashboard/company-profile/integrate-quorum/web-form (spec §2 Web form page): the website the
 * form may sit on, the code to embed it, its colours with a preview, and the identifiers a
 * developer needs. Premium only; read-only without edit access (spec §6).
 */
export function WebFormPage() {
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={INTEGRATIONS_PAGE_PATH} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Integrations
      </Anchor>
      <PageFrame title="Web form">
        <PageGuard page="web-form">
          <WebFormContent />
        </PageGuard>
      </PageFrame>
    </Stack>
  );
}
