import { Card, Stack, Title } from '@mantine/core';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useRoom } from '../api/get-room';
import { ConversationHistory } from './conversation-history';
import { TemplateConnect } from './template-connect';

/**
 * The project's room: its template and the user's questions with their answers. The question box
 * comes with asking, under the history.
 */
export function RoomSection({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const room = useRoom(projectId);
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="room-heading"
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id="room-heading">
          Questions
        </Title>
        {room.isPending ? <CenteredLoader label="Opening the room" /> : null}
        {room.isError ? (
          <QueryError
            error={room.error}
            fallback="Failed to open the room"
            onRetry={() => room.refetch()}
          />
        ) : null}
        {room.data ? (
          <>
            <TemplateConnect projectId={projectId} room={room.data} canManage={canManage} />
            <ConversationHistory roomId={room.data._id} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
