import { Badge, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SemanticTable } from '@tabletalk/contracts';
import { RoleBadge } from './role-badge';
import { ValueChips } from './value-chips';

/** One table of the knowledge: its columns with type, role, label, synonyms and values. */
export function SchemaTableCard({ table }: { table: SemanticTable }) {
  const qualified = table.schema ? `${table.schema}.${table.name}` : table.name;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Table ${qualified}`}>
      <Stack gap={4} mb="sm">
        <Group gap="xs">
          <Title order={3} fz="h4">
            {table.label || table.name}
          </Title>
          <Code>{qualified}</Code>
          <Text size="sm" c="dimmed">
            {table.rowCount.toLocaleString('en-US')} rows
          </Text>
        </Group>
        {table.description ? <Text size="sm">{table.description}</Text> : null}
        {table.synonyms.length > 0 ? (
          <Text size="xs" c="dimmed">
            Also called: {table.synonyms.join(', ')}
          </Text>
        ) : null}
      </Stack>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing={6} aria-label={`Columns of ${qualified}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column</Table.Th>
              <Table.Th w={110}>Type</Table.Th>
              <Table.Th w={130}>Role</Table.Th>
              <Table.Th>Synonyms</Table.Th>
              <Table.Th>Values</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.columns.map((column) => (
              <Table.Tr key={column.name} opacity={column.hidden ? 0.55 : 1}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {column.label}
                    {column.hidden ? (
                      <Badge ml={6} size="xs" color="gray">
                        Hidden
                      </Badge>
                    ) : null}
                  </Text>
                  <Code fz="xs">{column.name}</Code>
                  {table.primaryKey.includes(column.name) ? (
                    <Badge ml={6} size="xs" variant="outline">
                      Key
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{column.type}</Text>
                  <Text size="xs" c="dimmed">
                    {column.nativeType}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={column.role} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{column.synonyms.join(', ') || '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <ValueChips values={column.values} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
