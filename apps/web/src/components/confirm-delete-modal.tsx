import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" for deletions; Cancel has the focus so Enter never deletes by accident. */
export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { opened, title, children, isPending, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
