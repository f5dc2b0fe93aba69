import { Button, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type FilterEdit, filterEditProblem } from '../utils/filter-chips';

interface FilterChipEditorProps {
  label: string;
  initial: FilterEdit;
  onApply: (edit: FilterEdit) => void;
  onCancel: () => void;
}

interface EditInputsProps {
  edit: FilterEdit;
  onChange: (edit: FilterEdit) => void;
}

/** One value, a list, or the two ends of a range. */
function EditInputs({ edit, onChange }: EditInputsProps) {
  if (edit.kind === 'value') {
    return (
      <TextInput
        label="Filter value"
        size="xs"
        data-autofocus
        value={edit.value}
        onChange={(event) => onChange({ kind: 'value', value: event.currentTarget.value })}
      />
    );
  }
  if (edit.kind === 'values') {
    return (
      <TagsInput
        label="Filter values"
        size="xs"
        data-autofocus
        value={edit.values}
        onChange={(values) => onChange({ kind: 'values', values })}
      />
    );
  }
  return (
    <Group grow gap="xs">
      <TextInput
        label="From"
        size="xs"
        data-autofocus
        value={edit.low}
        onChange={(event) => onChange({ ...edit, low: event.currentTarget.value })}
      />
      <TextInput
        label="To"
        size="xs"
        value={edit.high}
        onChange={(event) => onChange({ ...edit, high: event.currentTarget.value })}
      />
    </Group>
  );
}

/** The editor of one filter's values; a valid edit asks the question again. */
export function FilterChipEditor({ label, initial, onApply, onCancel }: FilterChipEditorProps) {
  const [edit, setEdit] = useState<FilterEdit>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = filterEditProblem(edit);
    setProblem(found);
    if (!found) onApply(edit);
  };
  return (
    <form onSubmit={handleSubmit} aria-label={`Edit filter ${label}`}>
      <Stack gap="xs" w={260}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <EditInputs edit={edit} onChange={setEdit} />
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
