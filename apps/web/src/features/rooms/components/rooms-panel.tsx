import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessages, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useRooms } from '../api/get-rooms';
import { orderRooms } from '../utils/room-list';
import { RoomListItem } from './room-list-item';

function EmptyRooms({ isSearch }: { isSearch: boolean }) {
  return (
    <Stack align="center" gap={4} py="lg">
      <IconMessages size={28} aria-hidden />
      <Text fw={600}>{isSearch ? 'No room matches' : 'No rooms yet'}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {isSearch
          ? 'Try another name, or clear the search.'
          : 'A room is a conversation with one data source. Create one to ask your first question.'}
      </Text>
    </Stack>
  );
}

/** The user's rooms, favourites first, with a search and the way to a new room. */
export function RoomsPanel() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const rooms = useRooms(debounced);
  const list = orderRooms(rooms.data ?? []);
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Rooms" component="section">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Rooms
          </Title>
          <Button component={Link} to="/rooms/new" leftSection={<IconPlus size={16} />}>
            New room
          </Button>
        </Group>
        <TextInput
          aria-label="Search rooms"
          placeholder="Search rooms"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {rooms.isPending ? <CenteredLoader label="Loading rooms" /> : null}
        {rooms.isError ? <QueryError error={rooms.error} onRetry={() => rooms.refetch()} /> : null}
        {rooms.data && list.length === 0 ? <EmptyRooms isSearch={debounced.trim() !== ''} /> : null}
        {list.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((room) => (
              <RoomListItem key={room._id} room={room} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
