import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
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
  /** Opens the type change of this column; absent where types cannot change (databases). */
  onChangeType?: () => void;
  /** Why the type cannot change now (unsaved edits), shown on the button. */
  changeTypeBlocked?: string | null;
}

/** One column's label, synonyms, description, role and visibility, and its type change. */
export function EnrichColumnRow(props: EnrichColumnRowProps) {
  const { form, tableIndex, columnIndex, type, onChangeType, changeTypeBlocked } = props;
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
        <Group gap="sm">
          {onChangeType ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={onChangeType}
              disabled={Boolean(changeTypeBlocked)}
              title={changeTypeBlocked ?? undefined}
            >
              Change type
            </Button>
          ) : null}
          <Switch
            size="xs"
            label="Hidden"
            {...form.getInputProps(`${path}.hidden`, { type: 'checkbox' })}
          />
        </Group>
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
