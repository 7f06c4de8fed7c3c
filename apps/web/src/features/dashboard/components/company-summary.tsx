import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { isSubscribed, PLAN_LABELS } from '@quorum/shared';
import type { CompanyDetail } from '@/lib/account';

/** The company the member is signed in to, with its plan, as the API reports them. */
export function CompanySummary({ company }: { company: CompanyDetail }) {
  const { plan, status } = company.subscription;
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={company.companyLogoUrl} size={56} radius="md" color="navy" aria-hidden>
          {company.legalBusinessName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Text fw={700} fz="lg" truncate="end">
            {company.legalBusinessName}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              ASX: {company.asxCode}
            </Text>
            <Badge variant="light" color={plan === 'premium' ? 'grape' : 'navy'}>
              {PLAN_LABELS[plan]} plan
            </Badge>
            {!isSubscribed(status) ? (
              <Badge variant="outline" color="gray">
                Not subscribed
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
