import { SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SemanticTable } from '@tabletalk/contracts';
import type { ModelDraft } from '../utils/model-edits';
import { EnrichColumnRow } from './enrich-column-row';

interface EnrichTableFieldsProps {
  form: UseFormReturnType<ModelDraft>;
  table: SemanticTable;
  tableIndex: number;
  /** Opens the type change of a column; absent where types cannot change. */
  onChangeType?: (column: string) => void;
}

/** A table's own label, synonyms and description, then each of its columns. */
export function EnrichTableFields({
  form,
  table,
  tableIndex,
  onChangeType,
}: EnrichTableFieldsProps) {
  // A type change stores a new version and starts the form again: unsaved edits would be lost.
  const blocked = form.isDirty() ? 'Save or discard your changes first.' : null;
  const path = `tables.${tableIndex}`;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Table label" {...form.getInputProps(`${path}.label`)} />
        <TagsInput
          label="Table synonyms"
          placeholder="Type and press Enter"
          clearable
          {...form.getInputProps(`${path}.synonyms`)}
        />
      </SimpleGrid>
      <Textarea
        label="Table description"
        autosize
        minRows={1}
        {...form.getInputProps(`${path}.description`)}
      />
      {table.columns.map((column, columnIndex) => (
        <EnrichColumnRow
          key={column.name}
          form={form}
          tableIndex={tableIndex}
          columnIndex={columnIndex}
          type={column.type}
          onChangeType={onChangeType ? () => onChangeType(column.name) : undefined}
          changeTypeBlocked={blocked}
        />
      ))}
    </Stack>
  );
}
