import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { requiredMessage } from '../lib/validation';
import { zodResolver } from '../lib/zod-resolver';
import { InlineError } from './inline-error';

interface RenameModalProps {
  /** What is renamed, lower case: "room", "project". */
  noun: string;
  currentName: string;
  maxLength: number;
  /** The rename request's schema (`{ name }`), which the form validates with. */
  schema: z.ZodType;
  opened: boolean;
  onClose: () => void;
  onRename: (name: string) => void;
  isPending: boolean;
  error: unknown;
}

/** A modal with one required name field; the caller runs the rename and closes it on success. */
export function RenameModal(props: RenameModalProps) {
  const { noun, opened, onClose } = props;
  const label = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} name`;
  const form = useForm({
    initialValues: { name: props.currentName },
    validate: zodResolver(props.schema, { name: requiredMessage(label) }),
  });
  const handleSubmit = form.onSubmit(({ name }) => props.onRename(name));
  return (
    <Modal opened={opened} onClose={onClose} title={`Rename ${noun}`} centered>
      <form onSubmit={handleSubmit} noValidate aria-label={`Rename ${noun}`}>
        <Stack gap="sm">
          <TextInput
            label={label}
            maxLength={props.maxLength}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <InlineError error={props.error} fallback={`Failed to rename the ${noun}`} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
