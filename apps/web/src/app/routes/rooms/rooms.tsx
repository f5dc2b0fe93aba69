import { RoomsPanel } from '../../../features/rooms/components/rooms-panel';

/** /rooms — every room of the user, favourites first, with search. */
export function RoomsRoute() {
  return <RoomsPanel />;
}
