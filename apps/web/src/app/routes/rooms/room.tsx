import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { RoomScreen } from '../../../features/rooms/components/room-screen';
import { useSources } from '../../../features/sources/api/get-sources';
import { usersKeys } from '../../../features/users/api/keys';

/** /rooms/:id — one room: its thread and the question box. */
export function RoomRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sources = useSources();
  if (!id) return <Navigate to="/rooms" replace />;
  return (
    <RoomScreen
      roomId={id}
      sources={sources.data}
      onOpenRoom={(room) => navigate(`/rooms/${room._id}`)}
      // Each question counts against the plan: the usage shown on home must follow.
      onAsked={() => void queryClient.invalidateQueries({ queryKey: usersKeys.me() })}
    />
  );
}
