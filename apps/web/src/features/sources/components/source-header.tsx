import { Group, Stack, Text, Title } from '@mantine/core';
import type { SourceInfo } from '@tabletalk/contracts';
import { formatBytes, formatDateTime, formatShape } from '../utils/format';
import { SourceActions } from './source-actions';
import { SourceStatusBadge } from './source-status-badge';
import { SourceTypeIcon, sourceTypeLabels } from './source-type-icon';

interface SourceHeaderProps {
  source: SourceInfo;
  canManage: boolean;
  onDeleted: () => void;
}

/** Name, kind, status, shape, size and last refresh, with the source's actions. */
export function SourceHeader({ source, canManage, onDeleted }: SourceHeaderProps) {
  const facts = [
    sourceTypeLabels[source.type],
    source.sheetName ? `Sheet ${source.sheetName}` : null,
    formatShape(source.rowCount, source.columnCount),
    formatBytes(source.sizeBytes),
    `Last refresh: ${formatDateTime(source.lastRefreshedAt)}`,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Group justify="space-between" align="flex-start" data-testid="source-header">
      <Group gap="md" wrap="nowrap" align="flex-start" miw={0}>
        <SourceTypeIcon type={source.type} size={44} />
        <Stack gap={4} miw={0}>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {source.name}
            </Title>
            <SourceStatusBadge
              status={source.status}
              reason={source.reason}
              progress={source.progress}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </Stack>
      </Group>
      <SourceActions source={source} canManage={canManage} onDeleted={onDeleted} />
    </Group>
  );
}
