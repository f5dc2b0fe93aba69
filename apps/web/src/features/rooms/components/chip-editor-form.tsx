import { Button, type ComboboxData, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { ColumnChoice } from '../utils/column-choices';

interface ChipEditorFormProps {
  /** What the chip is, naming the form: "column Region", "filter Year is 2024". */
  name: string;
  /** What the inputs do, shown above them. */
  label: string;
  problem: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A chip's editor (a column's, a filter's): its inputs, what is wrong, and Cancel / Ask again. */
export function ChipEditorForm(props: ChipEditorFormProps) {
  const { name, label, problem, onSubmit, onCancel, children } = props;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} aria-label={`Edit ${name}`}>
      <Stack gap="xs" w={270}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {children}
        {problem ? (
          <Text size="xs" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button size="xs" type="submit">
            Ask again
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Columns for a select box, under their table's name when the query joins several tables. */
export function choiceOptions(choices: readonly ColumnChoice[]): ComboboxData {
  const item = (choice: ColumnChoice) => ({ value: choice.value, label: choice.column.label });
  const groups = [...new Set(choices.map((choice) => choice.group))];
  if (groups.length <= 1) return choices.map(item);
  return groups.map((group) => ({
    group,
    items: choices.filter((choice) => choice.group === group).map(item),
  }));
}
