import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { AskResult } from '@tabletalk/contracts';

const statusColors = { answered: 'teal', unsure: 'yellow', declined: 'gray' } as const;
const statusLabels = {
  answered: 'Answered',
  unsure: 'Not sure',
  declined: 'Not understood',
} as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return value.toLocaleString();
  return String(value);
}

/**
 * A short view of an answer for the Validate step: how it went, the sentence, how the question was
 * read, and the first rows. Rooms show answers in full with their charts.
 */
export function AnswerSummary({ result }: { result: AskResult }) {
  const { answer } = result;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge size="sm" color={statusColors[result.status]} variant="light">
          {statusLabels[result.status]}
        </Badge>
        {answer ? (
          <Text size="sm">{answer.description}</Text>
        ) : (
          <Text size="sm">{result.message}</Text>
        )}
      </Group>
      {answer ? (
        <>
          <Text size="xs" c="dimmed">
            Read as: {answer.interpretation}
          </Text>
          {answer.displayKind !== 'WIDGET' && answer.rows.length > 0 ? (
            <Table withTableBorder fz="xs" data-testid="answer-rows">
              <Table.Thead>
                <Table.Tr>
                  {answer.columns.map((column) => (
                    <Table.Th key={column.name}>{column.name}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.rows.slice(0, 5).map((row, index) => (
                  // Rows have no identity of their own; their order is the answer's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index}>
                    {row.map((value, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <Table.Td key={column}>{cell(value)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          {answer.readings.length > 0 ? (
            <Text size="xs" c="dimmed">
              Other readings: {answer.readings.map((reading) => reading.text).join(' · ')}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
