import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatAud, messages } from '@quorum/shared';
import type { BillingOverview } from '../../api/get-billing-overview';
import { useOpenPortal } from '../../api/open-portal';

const text = messages.pricing;
const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const dateOf = (iso: string) => day.format(new Date(iso));

/**
 * Under the plans, for the company's creator: the payments made (the local driver's tax
 * invoices, GST included) or, with Stripe, the way to its portal for the card and the invoices.
 */
export function BillingHistory({ overview }: { overview: BillingOverview }) {
  const portal = useOpenPortal();
  if (!overview.canManageBilling) return null;
  const { invoices } = overview;
  return (
    <Paper component="section" aria-labelledby="billing-history" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="billing-history">
            {text.historyTitle}
          </Title>
          {overview.portalAvailable ? (
            <Button variant="light" loading={portal.isPending} onClick={() => portal.mutate()}>
              {text.manageBilling}
            </Button>
          ) : null}
        </Group>
        {portal.isError ? (
          <Alert color="red" role="alert">
            {text.portalFailed}
          </Alert>
        ) : null}
        {invoices.length === 0 ? (
          <Text c="dimmed">{text.historyEmpty}</Text>
        ) : (
          // No scroll container: its rows hold nothing to focus, so a phone could not scroll it by
          // keyboard; the cells wrap instead.
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Invoice</Table.Th>
                <Table.Th scope="col">Period</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.number}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>
                    {dateOf(invoice.periodStart)} – {dateOf(invoice.periodEnd)}
                  </Table.Td>
                  <Table.Td>
                    {formatAud(invoice.amountUnits)}{' '}
                    <Text span size="xs" c="dimmed">
                      (GST {formatAud(invoice.gstUnits)})
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text
                      span
                      size="sm"
                      fw={600}
                      c={invoice.status === 'paid' ? 'teal.9' : 'red.8'}
                    >
                      {invoice.status === 'paid' ? text.invoicePaid : text.invoiceFailed}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
