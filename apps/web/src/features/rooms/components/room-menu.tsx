import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Room } from '@tabletalk/contracts';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { notifySuccess } from '../../../components/notify';
import { useDeleteRoom } from '../api/delete-room';
import { RenameRoomModal } from './rename-room-modal';

/** Rename or delete a room (after a confirmation). */
export function RoomMenu({ room }: { room: Room }) {
  const [isRenameOpen, renameModal] = useDisclosure(false);
  const [isDeleteOpen, deleteModal] = useDisclosure(false);
  const remove = useDeleteRoom({
    onSuccess: () => {
      deleteModal.close();
      notifySuccess('Room deleted');
    },
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${room.name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={renameModal.open}>
            Rename
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={deleteModal.open}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {isRenameOpen ? <RenameRoomModal room={room} opened onClose={renameModal.close} /> : null}
      <ConfirmDeleteModal
        opened={isDeleteOpen}
        title="Delete this room?"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(room._id)}
        onClose={deleteModal.close}
      >
        “{room.name}” and its questions and answers will be deleted. The data source stays, and
        answers you liked still guide similar questions.
      </ConfirmDeleteModal>
    </>
  );
}
