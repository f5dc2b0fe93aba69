import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { SourceInfo } from '@tabletalk/contracts';
import { useSourceSchema } from '../../../api/get-source-schema';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useBuildKnowledge } from '../api/build-knowledge';
import { KnowledgeMissing } from './knowledge-missing';
import { RelationshipsList } from './relationships-list';
import { SchemaTableCard } from './schema-table-card';

interface SchemaTabProps {
  source: SourceInfo;
  canManage: boolean;
}

/** "Schema": every table of the knowledge with its columns, then the relationships. */
export function SchemaTab({ source, canManage }: SchemaTabProps) {
  const schema = useSourceSchema(source._id);
  const rebuild = useBuildKnowledge();
  if (source.modelVersion === null)
    return <KnowledgeMissing sourceId={source._id} canManage={canManage} />;
  if (schema.error) {
    return (
      <QueryError
        error={schema.error}
        fallback="Failed to load the schema"
        onRetry={() => schema.refetch()}
      />
    );
  }
  if (!schema.data) return <CenteredLoader label="Loading the schema" />;
  if (schema.data.tables.length === 0)
    return <KnowledgeMissing sourceId={source._id} canManage={canManage} />;
  return (
    <Stack gap="md" data-testid="schema">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {schema.data.tables.length} table{schema.data.tables.length === 1 ? '' : 's'} · knowledge
          version {schema.data.modelVersion ?? source.modelVersion}
        </Text>
        {canManage ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={rebuild.isPending}
            onClick={() => rebuild.mutate(source._id)}
          >
            Rebuild knowledge
          </Button>
        ) : null}
      </Group>
      {schema.data.tables.map((table) => (
        <SchemaTableCard key={`${table.schema ?? ''}.${table.name}`} table={table} />
      ))}
      <RelationshipsList relationships={schema.data.relationships} />
    </Stack>
  );
}
