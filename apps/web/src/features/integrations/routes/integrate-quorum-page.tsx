import { SimpleGrid, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { PageFrame } from '@/components/layouts/page-frame';
import { PageGuard } from '@/components/permissions/page-guard';
import { InvestorHubCard } from '../components/investor-hub-card';
import { WebFormCard } from '../components/web-form-card';
import { useWebformAccess } from '../hooks/use-webform-access';

function IntegrationsContent() {
  const { premium, isCompanyCreator } = useWebformAccess();
  return (
    <>
      <Text c="dimmed">{messages.webform.integrationsIntro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <WebFormCard premium={premium} isCompanyCreator={isCompanyCreator} />
        <InvestorHubCard premium={premium} isCompanyCreator={isCompanyCreator} />
      </SimpleGrid>
    </>
  );
}

/**
 * /dashboard/company-profile/integrate-quorum (spec §2 Integrations): the integrations a company
 * can connect, each a card leading to its own page.
 */
export function IntegrateQuorumPage() {
  return (
    <PageFrame title="Integrations">
      <PageGuard page="integrate-quorum">
        <IntegrationsContent />
      </PageGuard>
    </PageFrame>
  );
}
