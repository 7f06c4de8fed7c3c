import { Button, Skeleton, Stack } from '@mantine/core';
import { PageFrame } from '@/components/layouts/page-frame';
import { FormError } from '@/components/form/form-error';
import { Greeting } from '@/features/onboarding';
import { useCompanyDetail } from '@/lib/account';
import { CompanySummary } from '../components/company-summary';

/** '/dashboard': the welcome and the company's summary; the analytics widgets come later. */
export function DashboardHomePage() {
  const company = useCompanyDetail();

  return (
    <PageFrame title="Dashboard">
      <Greeting />
      {company.isPending ? (
        <Skeleton h={98} radius="md" aria-label="Loading your company" />
      ) : company.isError ? (
        <Stack gap="xs" align="flex-start">
          <FormError message={company.error.message} />
          <Button variant="light" onClick={() => void company.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <CompanySummary company={company.data} />
      )}
    </PageFrame>
  );
}
