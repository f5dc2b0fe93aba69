import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { Source } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { formatBytes, formatDateTime, formatShape } from '../utils/format';
import { DeleteSourceButton } from './delete-source-button';
import { SourceStatusBadge } from './source-status-badge';
import { SourceTypeIcon } from './source-type-icon';

interface SourceRowProps {
  source: Source;
  canManage: boolean;
}

/** One source in the list: kind, name (to its page), status, shape, size, last refresh. */
export function SourceRow({ source, canManage }: SourceRowProps) {
  const isFailed = source.status === 'FAILED';
  return (
    <Table.Tr data-testid="source-row" data-source-id={source._id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <SourceTypeIcon type={source.type} />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/sources/${source._id}`} fw={600} truncate>
              {source.name}
            </Anchor>
            {source.sheetName ? (
              <Text size="xs" c="dimmed">
                Sheet {source.sheetName}
              </Text>
            ) : null}
            {isFailed && source.reason ? (
              <Text size="xs" c="red" lineClamp={2}>
                {source.reason}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <SourceStatusBadge
          status={source.status}
          reason={source.reason}
          progress={source.progress}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatShape(source.rowCount, source.columnCount)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatBytes(source.sizeBytes) ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(source.lastRefreshedAt)}</Text>
      </Table.Td>
      <Table.Td ta="right">{canManage ? <DeleteSourceButton source={source} /> : null}</Table.Td>
    </Table.Tr>
  );
}
