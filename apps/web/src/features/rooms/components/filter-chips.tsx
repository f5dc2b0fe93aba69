import { Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { StructuredQuery } from '@tabletalk/contracts';
import { useState } from 'react';
import {
  applyFilterEdit,
  conditionLabel,
  type FilterChip,
  type FilterEdit,
  type FilterPosition,
  filterChips,
  removeFilter,
} from '../utils/filter-chips';
import { EditableChip } from './editable-chip';
import { FilterChipEditor } from './filter-chip-editor';

interface FilterChipsProps {
  query: StructuredQuery;
  /** False while a question runs or when the room takes no more questions. */
  canAsk: boolean;
  /** Re-asks with the changed query; `change` says what changed, for the thread. */
  onChange: (query: StructuredQuery, change: string) => void;
}

const samePosition = (a: FilterPosition | null, b: FilterPosition) =>
  a?.clause === b.clause && a.index === b.index;

/** The query's filters as chips; each can be edited or removed, which asks again. */
export function FilterChips({ query, canAsk, onChange }: FilterChipsProps) {
  const [editing, setEditing] = useState<FilterPosition | null>(null);
  const chips = filterChips(query);
  if (chips.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No filters: every row was used.
      </Text>
    );
  }
  const handleApply = (chip: FilterChip, edit: FilterEdit) => {
    const next = applyFilterEdit(query, chip, edit);
    const condition = next[chip.clause][chip.index];
    setEditing(null);
    onChange(next, condition ? conditionLabel(condition) : chip.label);
  };
  const handleRemove = (chip: FilterChip) => {
    onChange(removeFilter(query, chip), `without ${chip.label}`);
  };
  return (
    <Group gap="xs">
      {chips.map((chip) => (
        <FilterChipItem
          key={`${chip.clause}-${chip.index}`}
          chip={chip}
          canAsk={canAsk}
          isEditing={samePosition(editing, chip)}
          onEdit={() => setEditing(chip)}
          onClose={() => setEditing(null)}
          onApply={(edit) => handleApply(chip, edit)}
          onRemove={() => handleRemove(chip)}
        />
      ))}
    </Group>
  );
}

interface FilterChipItemProps {
  chip: FilterChip;
  canAsk: boolean;
  isEditing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onApply: (edit: FilterEdit) => void;
  onRemove: () => void;
}

/** One filter: a chip that opens its editor, and a remove button beside it. */
function FilterChipItem(props: FilterChipItemProps) {
  const { chip, canAsk, onClose } = props;
  return (
    <EditableChip
      name={`filter ${chip.label}`}
      text={chip.label}
      icon={<IconFilter size={12} aria-hidden />}
      variant="light"
      isEditable={Boolean(chip.edit) && canAsk}
      isEditing={props.isEditing}
      isRemovable={canAsk}
      onEdit={props.onEdit}
      onClose={onClose}
      onRemove={props.onRemove}
    >
      {chip.edit ? (
        <FilterChipEditor
          label={chip.label}
          initial={chip.edit}
          onApply={props.onApply}
          onCancel={onClose}
        />
      ) : null}
    </EditableChip>
  );
}
