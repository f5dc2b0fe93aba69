import { Group } from '@mantine/core';
import { IconMathFunction, IconTableColumn } from '@tabler/icons-react';
import type { StructuredQuery } from '@tabletalk/contracts';
import { type ReactNode, useState } from 'react';
import { type EditableColumnChip, editableColumnChips, removeColumn } from '../utils/column-edits';
import { ColumnChipEditor } from './column-chip-editor';
import { EditableChip } from './editable-chip';

interface ColumnChipsProps {
  roomId: string;
  query: StructuredQuery;
  /** False while a question runs or when the room takes no more questions. */
  canAsk: boolean;
  /** Re-asks with the changed query; `change` says what changed, for the thread. */
  onChange: (query: StructuredQuery, change: string) => void;
}

const chipText = (chip: EditableColumnChip) =>
  chip.detail ? `${chip.label} · ${chip.detail}` : chip.label;

/**
 * The query's shown columns as chips: a plain or grouping column can be swapped for another
 * column of the source, an aggregate's function or column changed, and any but the last removed;
 * each change asks again.
 */
export function ColumnChips({ roomId, query, canAsk, onChange }: ColumnChipsProps) {
  const [editing, setEditing] = useState<number | null>(null);
  const handleApply = (next: StructuredQuery, change: string) => {
    setEditing(null);
    onChange(next, change);
  };
  return (
    <Group gap="xs">
      {editableColumnChips(query).map((chip) => (
        <ColumnChipItem
          key={`${chip.index}-${chip.label}`}
          chip={chip}
          canAsk={canAsk}
          isEditing={editing === chip.index}
          onEdit={() => setEditing(chip.index)}
          onClose={() => setEditing(null)}
          onRemove={() => onChange(removeColumn(query, chip.index), `without ${chip.label}`)}
        >
          <ColumnChipEditor
            roomId={roomId}
            query={query}
            chip={chip}
            onApply={handleApply}
            onCancel={() => setEditing(null)}
          />
        </ColumnChipItem>
      ))}
    </Group>
  );
}

/** One shown column: a chip that opens its editor, and a remove button beside it. */
function ColumnChipItem(props: ColumnChipItemProps) {
  const { chip, canAsk } = props;
  const Icon = chip.kind === 'column' ? IconTableColumn : IconMathFunction;
  return (
    <EditableChip
      name={`column ${chip.label}`}
      text={chipText(chip)}
      icon={<Icon size={12} aria-hidden />}
      variant="outline"
      isEditable={canAsk}
      isEditing={props.isEditing}
      isRemovable={canAsk && chip.canRemove}
      onEdit={props.onEdit}
      onClose={props.onClose}
      onRemove={props.onRemove}
    >
      {props.children}
    </EditableChip>
  );
}

interface ColumnChipItemProps {
  chip: EditableColumnChip;
  canAsk: boolean;
  isEditing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onRemove: () => void;
  /** The editor, mounted only while open. */
  children: ReactNode;
}
