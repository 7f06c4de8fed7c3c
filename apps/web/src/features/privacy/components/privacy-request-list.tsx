import { Table, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { PrivacyRequestKind } from '@quorum/shared';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { usePrivacyRequests } from '../api/privacy-requests';

const KIND_LABELS: Record<PrivacyRequestKind, string> = {
  export: 'Copy given',
  correct: 'Corrected',
  erase: 'Erased',
};

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** The company's recorded requests: what, when, by whom, and a reference for the address. */
export function PrivacyRequestList() {
  const requests = usePrivacyRequests();
  return (
    <section aria-labelledby="privacy-requests-title">
      <Title order={2} fz="lg" id="privacy-requests-title" mb="sm">
        Recorded requests
      </Title>
      {requests.isError ? (
        <LoadErrorAlert
          title="The requests could not be loaded"
          message={requests.error.message}
          retrying={requests.isFetching}
          onRetry={() => void requests.refetch()}
        />
      ) : null}
      {requests.data?.length === 0 ? <Text c="dimmed">{messages.privacy.noRequests}</Text> : null}
      {requests.data && requests.data.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Request</Table.Th>
                <Table.Th>Handled by</Table.Th>
                <Table.Th>Reference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>{when.format(new Date(row.createdAt as string))}</Table.Td>
                  <Table.Td>{KIND_LABELS[row.kind]}</Table.Td>
                  <Table.Td>{row.handledBy ?? 'A former member'}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" fz="sm">
                      {row.reference}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </section>
  );
}
