import { Badge, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { Room, Source } from '@tabletalk/contracts';
import { RoomFavouriteButton } from './room-favourite-button';

interface RoomHeaderProps {
  room: Room;
  /** The organization's sources; only ready ones can be switched to. */
  sources: Source[] | undefined;
  isSwitching: boolean;
  onSwitchSource: (source: Source) => void;
}

/** The source options: ready sources, plus the room's own even when it is not (or is gone). */
function sourceOptions(room: Room, sources: Source[] | undefined) {
  const ready = (sources ?? []).filter((source) => source.status === 'ACTIVE');
  const options = ready.map((source) => ({ value: source._id, label: source.name }));
  if (!options.some((option) => option.value === room.sourceId)) {
    const suffix = room.sourceDeleted ? ' (deleted)' : '';
    options.unshift({ value: room.sourceId, label: `${room.sourceName}${suffix}` });
  }
  return options;
}

/** The room's name and star, and the source it asks, which can be switched. */
export function RoomHeader({ room, sources, isSwitching, onSwitchSource }: RoomHeaderProps) {
  const handleChange = (sourceId: string | null) => {
    const source = sources?.find((item) => item._id === sourceId);
    if (source && source._id !== room.sourceId) onSwitchSource(source);
  };
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          {/* A name with no spaces (a pasted path, a payload) breaks instead of widening a phone. */}
          <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
            {room.name}
          </Title>
          <RoomFavouriteButton room={room} />
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Asking {room.sourceName}
          </Text>
          {room.sourceDeleted ? (
            <Badge color="gray" size="sm">
              Source deleted
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Select
        label="Data source"
        w={260}
        data={sourceOptions(room, sources)}
        value={room.sourceId}
        onChange={handleChange}
        disabled={isSwitching}
        allowDeselect={false}
        searchable
        nothingFoundMessage="No ready source matches"
      />
    </Group>
  );
}
