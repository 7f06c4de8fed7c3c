import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardHome } from '../api/get-dashboard-home';
import classes from './home.module.css';

const text = messages.dashboard;
const number = new Intl.NumberFormat('en-AU');

function Tile({
  label,
  value,
  to,
  extra,
}: {
  label: string;
  value: number;
  to?: string;
  extra?: ReactNode;
}) {
  const body = (
    <Card withBorder radius="md" padding="md" h="100%">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" align="baseline" wrap="nowrap">
        <Text fz={28} fw={700} data-tile={label}>
          {number.format(value)}
        </Text>
        {extra}
      </Group>
    </Card>
  );
  return to ? (
    <UnstyledButton component={Link} to={to} className={classes.row}>
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}

/** The home's figures: the board's (when the member may see it) and the company's investors. */
export function HomeTiles({ home }: { home: DashboardHome }) {
  const outstanding = home.newAndTotalOutstandingQuestions;
  const investors = home.getTotalInterestedAndInvestedInvestor;
  return (
    <SimpleGrid
      cols={{ base: 2, md: outstanding ? 4 : 1 }}
      component="section"
      aria-label="Figures"
    >
      {outstanding ? (
        <>
          <Tile
            label={text.outstandingTile}
            value={outstanding.total}
            to="/dashboard/questions"
            extra={
              outstanding.new > 0 ? (
                <Badge color="blue" variant="light" data-new-count={outstanding.new}>
                  {text.newCount(outstanding.new)}
                </Badge>
              ) : null
            }
          />
          <Tile
            label={text.assignedTile}
            value={home.assignedToMe?.meta.totalItems ?? 0}
            to="/dashboard/questions"
          />
          <Tile
            label={text.draftsTile}
            value={home.draftsToSend?.meta.totalItems ?? 0}
            to="/dashboard/questions"
          />
        </>
      ) : null}
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed">
          {text.investorsTile}
        </Text>
        <Text fz={28} fw={700} data-tile={text.investorsTile}>
          {number.format(investors.total)}
        </Text>
        <Text size="xs" c="dimmed">
          {text.investorSplit(investors.interested, investors.invested)}
        </Text>
      </Card>
    </SimpleGrid>
  );
}
