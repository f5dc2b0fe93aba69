import { Group, Loader, Stack, Text } from '@mantine/core';
import type { StructuredQuery } from '@tabletalk/contracts';
import { errorMessage } from '../../../lib/errors';
import { useRoomSourceSchema } from '../hooks/use-room-source-schema';
import type { EditableColumnChip } from '../utils/column-edits';
import { AggregateForm } from './aggregate-form';
import { SwapColumnForm } from './swap-column-form';

interface ColumnChipEditorProps {
  roomId: string;
  query: StructuredQuery;
  chip: EditableColumnChip;
  onApply: (query: StructuredQuery, change: string) => void;
  onCancel: () => void;
}

function Note({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" w={260}>
      {children}
    </Text>
  );
}

/**
 * The editor of one shown column, with the source's columns to choose from (loaded when it
 * opens): another column for a plain one, a function and column for an aggregate.
 */
export function ColumnChipEditor({
  roomId,
  query,
  chip,
  onApply,
  onCancel,
}: ColumnChipEditorProps) {
  const { sourceId, schema } = useRoomSourceSchema(roomId, true);
  if (!sourceId) return <Note>The source of this room is not known here.</Note>;
  if (schema.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Note>Loading the source's columns…</Note>
      </Group>
    );
  }
  if (schema.isError)
    return <Note>{errorMessage(schema.error, 'The columns could not be loaded.')}</Note>;
  const { tables, dialect } = schema.data;
  const form = { query, chip, tables, onApply, onCancel };
  return (
    <Stack gap={0}>
      {chip.kind === 'column' ? (
        <SwapColumnForm {...form} />
      ) : (
        <AggregateForm {...form} dialect={dialect} />
      )}
    </Stack>
  );
}
