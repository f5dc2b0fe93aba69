import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Room } from '@tabletalk/contracts';
import { useSetRoomFavourite } from '../api/set-room-favourite';

/** The room's star; starred rooms come first on the list. */
export function RoomFavouriteButton({ room }: { room: Room }) {
  const favourite = useSetRoomFavourite();
  // Show the new state while the request runs: the click should feel instant.
  const isFavourite = favourite.isPending
    ? (favourite.variables?.favourite ?? room.favourite)
    : room.favourite;
  return (
    <Tooltip label={isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={isFavourite ? `Unstar ${room.name}` : `Star ${room.name}`}
        aria-pressed={isFavourite}
        onClick={() => favourite.mutate({ roomId: room._id, favourite: !isFavourite })}
      >
        {isFavourite ? <IconStarFilled size={16} /> : <IconStar size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
