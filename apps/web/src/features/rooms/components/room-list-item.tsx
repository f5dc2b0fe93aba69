import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Room } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { RoomFavouriteButton } from './room-favourite-button';
import { RoomMenu } from './room-menu';

function lastUsedLabel(room: Room): string {
  const when = room.lastQuestionAt ?? room.createdAt;
  const date = new Date(when);
  const text = Number.isNaN(date.getTime()) ? when : date.toLocaleDateString();
  return room.lastQuestionAt ? `Last question ${text}` : `Created ${text}`;
}

/** One room on the list: star, name (opens it), source, activity and its actions. */
export function RoomListItem({ room }: { room: Room }) {
  const count = room.conversationCount;
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="room-item" component="li">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <RoomFavouriteButton room={room} />
          <Stack gap={0}>
            <Anchor component={Link} to={`/rooms/${room._id}`} fw={600}>
              {room.name}
            </Anchor>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {room.sourceName} · {count} question{count === 1 ? '' : 's'} · {lastUsedLabel(room)}
              </Text>
              {room.sourceDeleted ? (
                <Badge size="xs" color="gray">
                  Source deleted
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <RoomMenu room={room} />
      </Group>
    </Paper>
  );
}
