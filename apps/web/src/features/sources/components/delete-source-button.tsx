import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { notifySuccess } from '../../../components/notify';
import { useDeleteSource } from '../api/delete-source';

interface DeleteSourceButtonProps {
  source: { _id: string; name: string };
  /** An icon in lists, a labelled button on the source page. */
  variant?: 'icon' | 'button';
  onDeleted?: () => void;
}

/** Deletes a source after a confirmation that says what happens to rooms and dashboards. */
export function DeleteSourceButton({
  source,
  variant = 'icon',
  onDeleted,
}: DeleteSourceButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteSource({
    onSuccess: () => {
      notifySuccess('Data source deleted');
      close();
      onDeleted?.();
    },
  });
  const label = `Delete ${source.name}`;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip label="Delete source">
          <ActionIcon variant="subtle" color="red" aria-label={label} onClick={open}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={open}>
          Delete
        </Button>
      )}
      <ConfirmDeleteModal
        opened={opened}
        title="Delete data source"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(source._id)}
        onClose={close}
      >
        Delete <strong>{source.name}</strong>? Its stored data and credentials are removed. Rooms
        that use it keep their history but cannot continue, and dashboards built on it stop
        updating.
      </ConfirmDeleteModal>
    </>
  );
}
