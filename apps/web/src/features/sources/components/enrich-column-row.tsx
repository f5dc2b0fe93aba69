import { Group, NativeSelect, Paper, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { columnRoleSchema } from '@tabletalk/contracts';
import type { ModelDraft } from '../utils/model-edits';
import { roleLabels } from './role-badge';

const roleOptions = columnRoleSchema.options.map((role) => ({
  value: role,
  label: roleLabels[role],
}));

interface EnrichColumnRowProps {
  form: UseFormReturnType<ModelDraft>;
  tableIndex: number;
  columnIndex: number;
  type: string;
}

/** One column's label, synonyms, description, role and visibility. */
export function EnrichColumnRow({ form, tableIndex, columnIndex, type }: EnrichColumnRowProps) {
  const path = `tables.${tableIndex}.columns.${columnIndex}`;
  const column = form.values.tables[tableIndex]?.columns[columnIndex];
  if (!column) return null;
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={`Column ${column.name}`} component="fieldset">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={600} ff="monospace">
          {column.name}{' '}
          <Text span size="xs" c="dimmed" ff="sans-serif">
            {type}
          </Text>
        </Text>
        <Switch
          size="xs"
          label="Hidden"
          {...form.getInputProps(`${path}.hidden`, { type: 'checkbox' })}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput size="xs" label="Label" miw={160} {...form.getInputProps(`${path}.label`)} />
        <NativeSelect
          size="xs"
          label="Role"
          data={roleOptions}
          miw={130}
          {...form.getInputProps(`${path}.role`)}
        />
        <TagsInput
          size="xs"
          label="Synonyms"
          placeholder="Type and press Enter"
          miw={200}
          clearable
          {...form.getInputProps(`${path}.synonyms`)}
        />
        <TextInput
          size="xs"
          label="Description"
          miw={200}
          {...form.getInputProps(`${path}.description`)}
        />
      </Group>
    </Paper>
  );
}
