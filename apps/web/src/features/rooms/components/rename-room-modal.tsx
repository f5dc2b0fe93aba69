import { type Room, updateRoomRequestSchema } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { RenameModal } from '../../../components/rename-modal';
import { useRenameRoom } from '../api/rename-room';

interface RenameRoomModalProps {
  room: Room;
  opened: boolean;
  onClose: () => void;
}

export function RenameRoomModal({ room, opened, onClose }: RenameRoomModalProps) {
  const rename = useRenameRoom({
    meta: { silentError: true },
    onSuccess: () => {
      notifySuccess('Room renamed');
      onClose();
    },
  });
  return (
    <RenameModal
      noun="room"
      currentName={room.name}
      maxLength={120}
      schema={updateRoomRequestSchema}
      opened={opened}
      onClose={onClose}
      onRename={(name) => rename.mutate({ roomId: room._id, name })}
      isPending={rename.isPending}
      error={rename.error}
    />
  );
}
