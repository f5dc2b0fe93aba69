import { ActionIcon, Badge, Group, Popover, Text } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
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
  const { chip, canAsk, isEditing, onEdit, onClose, onApply, onRemove } = props;
  const isEditable = Boolean(chip.edit) && canAsk;
  return (
    <Group gap={2} wrap="nowrap">
      <Popover
        opened={isEditing}
        onChange={(opened) => !opened && onClose()}
        trapFocus
        withArrow
        shadow="md"
      >
        <Popover.Target>
          <Badge
            variant="light"
            size="lg"
            tt="none"
            leftSection={<IconFilter size={12} aria-hidden />}
            component={isEditable ? 'button' : 'span'}
            aria-label={isEditable ? `Edit filter ${chip.label}` : undefined}
            onClick={() => isEditable && onEdit()}
            style={{ cursor: isEditable ? 'pointer' : 'default' }}
          >
            {chip.label}
          </Badge>
        </Popover.Target>
        <Popover.Dropdown>
          {chip.edit ? (
            <FilterChipEditor
              label={chip.label}
              initial={chip.edit}
              onApply={onApply}
              onCancel={onClose}
            />
          ) : null}
        </Popover.Dropdown>
      </Popover>
      {canAsk ? (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`Remove filter ${chip.label}`}
          onClick={onRemove}
        >
          <IconX size={12} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
