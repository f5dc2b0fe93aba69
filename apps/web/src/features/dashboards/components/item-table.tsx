import { ScrollArea, Table, Text } from '@mantine/core';
import type { ShownAnswer } from '@tabletalk/contracts';
import { formatCell } from '../utils/format';

const SHOWN_ROWS = 100;

/** A TABLE item's rows (the first hundred), scrolling inside its card. */
export function ItemTable({ answer, title }: { answer: ShownAnswer; title: string }) {
  const rows = answer.rows.slice(0, SHOWN_ROWS);
  return (
    <>
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <Table striped withTableBorder fz="sm" aria-label={`Table: ${title}`}>
          <Table.Thead>
            <Table.Tr>
              {answer.columns.map((column) => (
                <Table.Th key={column.name}>{column.name}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, rowIndex) => (
              // Rows have no identity of their own; their order is the answer's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={rowIndex}>
                {answer.columns.map((column, index) => (
                  <Table.Td key={column.name}>{formatCell(row[index])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {answer.rows.length > SHOWN_ROWS ? (
        <Text size="xs" c="dimmed">
          The first {SHOWN_ROWS} of {answer.rows.length} rows.
        </Text>
      ) : null}
    </>
  );
}
