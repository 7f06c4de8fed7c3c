import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconWorld } from '@tabler/icons-react';
import { hubMessages } from '@quorum/shared';
import type { ReactNode } from 'react';
import { usePagePermission } from '@/lib/permissions/use-permissions';
import { useInvestorHub, useUpdateInvestorHub } from '../api/investor-hub';
import { CopyButton } from './copy-button';
import { IntegrationCardHeading } from './integration-card-heading';
import { PremiumUpgradePrompt } from './premium-upgrade-prompt';

const text = hubMessages;

function CardHeading({ status }: { status?: ReactNode }) {
  return (
    <IntegrationCardHeading
      icon={<IconWorld size={24} />}
      title={text.cardTitle}
      label={text.cardLabel}
      status={status}
    />
  );
}

/** The switch and the page's address, for a Premium company. */
function HubSetting() {
  const { canEdit } = usePagePermission('integrate-quorum');
  const setting = useInvestorHub({ enabled: true });
  const update = useUpdateInvestorHub();
  if (setting.isPending) return <Loader size="sm" aria-label={text.cardTitle} />;
  if (setting.isError || !setting.data)
    return (
      <Alert color="red" variant="light">
        {text.loadFailed}
      </Alert>
    );
  const { enabled, link } = setting.data;
  return (
    <Stack gap="sm">
      <Switch
        label={text.switchLabel}
        checked={enabled}
        disabled={!canEdit || update.isPending}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          update.mutate(on, {
            onSuccess: () => notifications.show({ message: on ? text.turnedOn : text.turnedOff }),
          });
        }}
      />
      <Text size="sm" c="dimmed" role="status">
        {enabled ? text.enabledNote : text.disabledNote}
      </Text>
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {update.error.message}
        </Alert>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={text.linkLabel} value={link} readOnly style={{ flex: 1 }} />
        <CopyButton value={link} label={`Copy ${text.linkLabel.toLowerCase()}`} />
      </Group>
      {enabled && (
        <Anchor href={link} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span">
            Open the investor page
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * The Integrations page's investor page card (issue 15): a public page of the company's
 * announcements, events, FAQ, polls and question form at /hub/{asxCode}, switched on here.
 */
export function InvestorHubCard({
  premium,
  isCompanyCreator,
}: {
  premium: boolean;
  isCompanyCreator: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={text.cardTitle}>
      <Stack gap="md">
        <CardHeading
          status={
            premium ? undefined : (
              <Badge color="yellow" variant="light">
                Premium
              </Badge>
            )
          }
        />
        <Text size="sm">{text.cardIntro}</Text>
        {premium ? (
          <HubSetting />
        ) : (
          <PremiumUpgradePrompt isCompanyCreator={isCompanyCreator} message={text.premiumOnly} />
        )}
      </Stack>
    </Card>
  );
}
