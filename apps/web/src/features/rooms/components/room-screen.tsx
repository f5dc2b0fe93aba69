import { Anchor, Stack, Text } from '@mantine/core';
import type { Room, Source } from '@tabletalk/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { hasCode } from '../../../lib/errors';
import { useChangeRoom } from '../api/change-room';
import { useRoom } from '../api/get-room';
import { useOpenSourceRoom } from '../api/open-source-room';
import { RoomConversation } from './room-conversation';
import { RoomHeader } from './room-header';

interface RoomScreenProps {
  roomId: string;
  sources: Source[] | undefined;
  /** Another room opened (a source switch): the page goes there. */
  onOpenRoom: (room: Room) => void;
  /** A question was answered: usage counters changed. */
  onAsked?: () => void;
}

function RoomNotFound() {
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text fw={600}>This room does not exist, or was deleted.</Text>
      <Anchor component={Link} to="/rooms">
        Back to your rooms
      </Anchor>
    </Stack>
  );
}

/**
 * The server answers 404 for a deleted room or anyone else's, and 400 for an id that cannot be
 * one: either way there is no room to retry for.
 */
function isMissingRoom(error: unknown): boolean {
  return hasCode(error, 'NOT_FOUND') || hasCode(error, 'VALIDATION_FAILED');
}

/** A room: its header and source switch, the thread, and the question box. */
export function RoomScreen({ roomId, sources, onOpenRoom, onAsked }: RoomScreenProps) {
  const room = useRoom(roomId);
  const { mutate: remember } = useChangeRoom();
  const switchSource = useOpenSourceRoom({ onSuccess: onOpenRoom });
  useEffect(() => remember(roomId), [roomId, remember]);

  if (room.isPending) return <CenteredLoader label="Loading the room" />;
  if (isMissingRoom(room.error)) return <RoomNotFound />;
  if (room.isError) return <QueryError error={room.error} onRetry={() => room.refetch()} />;
  if (!room.data) return <RoomNotFound />;
  return (
    <Stack gap="lg">
      <RoomHeader
        room={room.data}
        sources={sources}
        isSwitching={switchSource.isPending}
        onSwitchSource={(source) =>
          switchSource.mutate({ sourceId: source._id, sourceName: source.name })
        }
      />
      <RoomConversation key={room.data._id} room={room.data} onAsked={onAsked} />
    </Stack>
  );
}
