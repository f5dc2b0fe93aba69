import { Group, TagsInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type FilterEdit, filterEditProblem } from '../utils/filter-chips';
import { ChipEditorForm } from './chip-editor-form';

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
  const handleSubmit = () => {
    const found = filterEditProblem(edit);
    setProblem(found);
    if (!found) onApply(edit);
  };
  return (
    <ChipEditorForm
      name={`filter ${label}`}
      label={label}
      problem={problem}
      onSubmit={handleSubmit}
      onCancel={onCancel}
    >
      <EditInputs edit={edit} onChange={setEdit} />
    </ChipEditorForm>
  );
}
