import { Box, Table } from '@mantine/core';

/**
 * A chart's numbers as a table: what a screen reader reads and what "Show as table" shows. On a
 * phone it scrolls sideways in a box the keyboard can reach (axe: scrollable-region-focusable).
 */
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
    <Box tabIndex={0} role="group" aria-label={caption} style={{ overflowX: 'auto' }}>
      <Table miw={320} striped withTableBorder fz="sm" captionSide="top">
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
    </Box>
  );
}
