import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Room } from '@tabletalk/contracts';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { requiredProblem } from '../../../lib/validation';
import { useRenameRoom } from '../api/rename-room';

interface RenameRoomModalProps {
  room: Room;
  opened: boolean;
  onClose: () => void;
}

export function RenameRoomModal({ room, opened, onClose }: RenameRoomModalProps) {
  const form = useForm({
    initialValues: { name: room.name },
    validate: { name: requiredProblem('Room name') },
  });
  const rename = useRenameRoom({
    meta: { silentError: true },
    onSuccess: () => {
      notifySuccess('Room renamed');
      onClose();
    },
  });
  const handleSubmit = form.onSubmit(({ name }) => rename.mutate({ roomId: room._id, name }));
  return (
    <Modal opened={opened} onClose={onClose} title="Rename room" centered>
      <form onSubmit={handleSubmit} noValidate aria-label="Rename room">
        <Stack gap="sm">
          <TextInput
            label="Room name"
            maxLength={120}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <InlineError error={rename.error} fallback="Failed to rename the room" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
