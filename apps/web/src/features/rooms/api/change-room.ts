import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ackSchema } from './ack';

/** Makes the room the user's active one, so the next visit reopens it (`db/change-room`). */
export async function changeRoom(roomId: string): Promise<void> {
  await api.get(`db/change-room/${encodeURIComponent(roomId)}`, ackSchema);
}

export const changeRoomMutationOptions = () =>
  // Remembering the room is a convenience: a failure must not bother the user.
  mutationOptions({ mutationFn: changeRoom, meta: { silentError: true } });

export function useChangeRoom() {
  return useMutation(changeRoomMutationOptions());
}
