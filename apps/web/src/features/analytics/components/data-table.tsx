import { Table, TableScrollContainer } from '@mantine/core';

/** A chart's numbers as a table: what a screen reader reads and what "Show as table" shows. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <TableScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="sm" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell, i) => (
              <Table.Th key={i} scope="col">
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <Table.Th key={c} scope="row" fw={500}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={c}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}
