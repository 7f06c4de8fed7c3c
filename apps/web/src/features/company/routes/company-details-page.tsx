import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { messages } from '@quorum/shared';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { PageGuard } from '@/components/permissions/page-guard';
import { PageFrame } from '@/components/layouts/page-frame';
import { useMemberFlags, usePagePermission } from '@/lib/permissions/use-permissions';
import { useCompanyDetails } from '../api/get-company-details';
import { AdminTwoStepSetting } from '../components/admin-two-step-setting';
import { CompanyDetailsForm } from '../components/company-details-form';
import { CompanyLogoCard } from '../components/company-logo-card';
import { CompanyLinksSection } from '../components/links/company-links-section';

function CompanyDetailsContent() {
  const { canEdit } = usePagePermission('company-details');
  const { role } = useMemberFlags();
  const details = useCompanyDetails();

  if (details.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading company details" />
      </Center>
    );
  if (details.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          {details.error.message}
          <Button size="xs" variant="light" color="red" onClick={() => void details.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );

  const company = details.data;
  return (
    <Stack gap="lg">
      {canEdit ? null : (
        <Alert color="gray" icon={<IconEye aria-hidden />} role="status">
          {messages.company.readOnly}
        </Alert>
      )}
      <CompanyLogoCard company={company} canEdit={canEdit} />
      {/* Keyed by company: a switch to another company starts the form afresh. */}
      <CompanyDetailsForm key={company._id} company={company} canEdit={canEdit} />
      <CompanyLinksSection canEdit={canEdit} />
      {role === 'admin' ? <AdminTwoStepSetting /> : null}
    </Stack>
  );
}

/**
 * /dashboard/company-profile/company-details (spec §2 "Company details"). Members without view
 * access read the spec's refusal; with view but not edit access the page is read-only.
 */
export function CompanyDetailsPage() {
  return (
    <PageFrame title="Company details">
      <PageGuard page="company-details" deniedMessage={messages.company.noPermission}>
        <CompanyDetailsContent />
      </PageGuard>
    </PageFrame>
  );
}
