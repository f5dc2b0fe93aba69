import type { Room } from '@tabletalk/contracts';

const MAX_ROOM_NAME = 120;

/** The name a new room gets unless the user types another: "<source name> room". */
export function defaultRoomName(sourceName: string): string {
  const suffix = ' room';
  return `${sourceName.trim().slice(0, MAX_ROOM_NAME - suffix.length)}${suffix}`;
}

const lastUsed = (room: Room) => room.lastQuestionAt ?? room.createdAt;

/**
 * Favourites first, then the most recently used, as the server sends them; applied again on the
 * client so a star toggled here moves the room at once.
 */
export function orderRooms(rooms: readonly Room[]): Room[] {
  return [...rooms].sort(
    (a, b) => Number(b.favourite) - Number(a.favourite) || lastUsed(b).localeCompare(lastUsed(a)),
  );
}

/** Rooms whose name or source name contains the search, ignoring case. */
export function matchRooms(rooms: readonly Room[], search: string): Room[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rooms];
  return rooms.filter(
    (room) =>
      room.name.toLowerCase().includes(needle) || room.sourceName.toLowerCase().includes(needle),
  );
}
