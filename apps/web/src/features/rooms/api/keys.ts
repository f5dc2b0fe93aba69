/** Query keys of the rooms feature; a room's keys start with its id. */
export const roomsKeys = {
  all: ['rooms'] as const,
  lists: () => [...roomsKeys.all, 'list'] as const,
  list: (search: string) => [...roomsKeys.lists(), search] as const,
  room: (id: string) => [...roomsKeys.all, 'room', id] as const,
  conversations: (roomId: string) => [...roomsKeys.room(roomId), 'conversations'] as const,
  sourceRoom: (sourceId: string) => [...roomsKeys.all, 'source-room', sourceId] as const,
  templateLists: () => [...roomsKeys.all, 'templates'] as const,
  templates: (sourceId: string) => [...roomsKeys.templateLists(), sourceId] as const,
  userQueries: (sourceId: string) => [...roomsKeys.all, 'user-queries', sourceId] as const,
};
