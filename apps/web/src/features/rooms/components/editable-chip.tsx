import { ActionIcon, Badge, Group, Popover } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EditableChipProps {
  /** What the chip is, for its buttons' names: "column Region", "filter Year is 2024". */
  name: string;
  text: ReactNode;
  icon: ReactNode;
  variant: 'outline' | 'light';
  isEditable: boolean;
  isEditing: boolean;
  isRemovable: boolean;
  onEdit: () => void;
  onClose: () => void;
  onRemove: () => void;
  /** The editor, shown in a popover while editing. */
  children: ReactNode;
}

/**
 * A part of an answer's query in "How this was answered": a chip that opens its editor in a
 * popover, and a remove button beside it.
 */
export function EditableChip(props: EditableChipProps) {
  const { isEditable, isEditing, onEdit, onClose } = props;
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
            variant={props.variant}
            size="lg"
            tt="none"
            leftSection={props.icon}
            component={isEditable ? 'button' : 'span'}
            aria-label={isEditable ? `Edit ${props.name}` : undefined}
            onClick={() => isEditable && onEdit()}
            style={{ cursor: isEditable ? 'pointer' : 'default' }}
          >
            {props.text}
          </Badge>
        </Popover.Target>
        <Popover.Dropdown>{isEditing ? props.children : null}</Popover.Dropdown>
      </Popover>
      {props.isRemovable ? (
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`Remove ${props.name}`}
          onClick={props.onRemove}
        >
          <IconX size={12} />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
