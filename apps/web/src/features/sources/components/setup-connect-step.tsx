import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SourceInfo } from '@tabletalk/contracts';
import type { ReactNode } from 'react';
import { connectionFieldLabel } from '../utils/connection-fields';
import { formatBytes, formatDateTime, formatShape } from '../utils/format';
import { SourceStatusBadge } from './source-status-badge';
import { sourceTypeLabels } from './source-type-icon';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

const connectionValue = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** Connect: the state of the file or connection behind the source. */
export function SetupConnectStep({ source }: { source: SourceInfo }) {
  const connection = Object.entries(source.connection ?? {}).filter(([key]) => key !== 'type');
  return (
    <Stack gap="md" data-testid="setup-connect">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Kind">{sourceTypeLabels[source.type]}</Fact>
        <Fact label="Status">
          <SourceStatusBadge
            status={source.status}
            reason={source.reason}
            progress={source.progress}
          />
        </Fact>
        <Fact label="Size">{formatShape(source.rowCount, source.columnCount)}</Fact>
        <Fact label="Last refresh">{formatDateTime(source.lastRefreshedAt)}</Fact>
        {source.isDatabase ? null : (
          <Fact label="File size">{formatBytes(source.sizeBytes) ?? '—'}</Fact>
        )}
        {source.sheetName ? <Fact label="Sheet">{source.sheetName}</Fact> : null}
        {source.tableName ? <Fact label="Table">{source.tableName}</Fact> : null}
      </SimpleGrid>
      {connection.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" aria-label="Connection">
          {connection.map(([key, value]) => (
            <Fact key={key} label={connectionFieldLabel(key)}>
              <Code>{connectionValue(value)}</Code>
            </Fact>
          ))}
        </SimpleGrid>
      ) : null}
      {source.columns.length > 0 ? (
        <Group gap={6} aria-label="Columns">
          {source.columns.map((column) => (
            <Badge key={column.name} variant="default" tt="none">
              {column.name} · {column.type}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
