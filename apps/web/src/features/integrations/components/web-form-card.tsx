import { Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconForms } from '@tabler/icons-react';
import { messages, WEBFORM_PAGE_PATH } from '@quorum/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHasWebIntegrationSetup } from '../api/get-has-web-integration-setup';
import { IntegrationCardHeading } from './integration-card-heading';
import { PremiumUpgradePrompt } from './premium-upgrade-prompt';

const text = messages.webform;

function CardHeading({ status }: { status?: ReactNode }) {
  return (
    <IntegrationCardHeading
      icon={<IconForms size={24} />}
      title={text.cardTitle}
      label={text.cardLabel}
      status={status}
    />
  );
}

/** The Premium card: the way to the Web form page, with 'Enabled' once a domain is saved. */
function LinkedCard() {
  const hasSetup = useHasWebIntegrationSetup({ enabled: true });
  const status = hasSetup.isPending ? (
    <Loader size="xs" aria-label="Checking the web form" />
  ) : hasSetup.data ? (
    <Badge color="teal" variant="light">
      {text.enabled}
    </Badge>
  ) : null;
  return (
    <Card component={Link} to={WEBFORM_PAGE_PATH} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <CardHeading status={status} />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {hasSetup.data ? 'Manage the form on your website' : 'Set up the form'}
          </Text>
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The Integrations page's one card (spec §2 Integrations): 'Web form', labelled 'Investor
 * inquiry'. On the free plan it shows the upgrade prompt instead of leading to the page.
 */
export function WebFormCard({
  premium,
  isCompanyCreator,
}: {
  premium: boolean;
  isCompanyCreator: boolean;
}) {
  if (premium) return <LinkedCard />;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={text.cardTitle}>
      <Stack gap="md">
        <CardHeading
          status={
            <Badge color="yellow" variant="light">
              Premium
            </Badge>
          }
        />
        <PremiumUpgradePrompt isCompanyCreator={isCompanyCreator} />
      </Stack>
    </Card>
  );
}
