import type { Room } from '@tabletalk/contracts';
import { FavouriteStar } from '../../../components/favourite-star';
import { useSetRoomFavourite } from '../api/set-room-favourite';

/** The room's star; starred rooms come first on the list. */
export function RoomFavouriteButton({ room }: { room: Room }) {
  const favourite = useSetRoomFavourite();
  return (
    <FavouriteStar
      favourite={room.favourite}
      saving={favourite.isPending ? favourite.variables?.favourite : undefined}
      onChange={(next) => favourite.mutate({ roomId: room._id, favourite: next })}
      label={(on) => (on ? `Unstar ${room.name}` : `Star ${room.name}`)}
      iconSize={16}
    />
  );
}
