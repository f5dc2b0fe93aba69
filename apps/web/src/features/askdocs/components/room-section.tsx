import { Card, Stack, Title } from '@mantine/core';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { isAnyPending, useProjectDocuments } from '../api/get-project-documents';
import { useRoom } from '../api/get-room';
import { ConversationHistory } from './conversation-history';
import { NoActiveDocuments } from './no-active-documents';
import { QuestionBox } from './question-box';
import { TemplateConnect } from './template-connect';

interface RoomSectionProps {
  projectId: string;
  canManage: boolean;
  /** Opens the "Add docs" wizard; absent for those who may not add documents. */
  onAddDocs?: () => void;
}

/** The question box, or what to do first while no document is ACTIVE. */
function Asking({
  projectId,
  roomId,
  onAddDocs,
}: Omit<RoomSectionProps, 'canManage'> & { roomId: string }) {
  const documents = useProjectDocuments(projectId, { pollWhilePending: true });
  if (!documents.data) return null;
  const hasActive = documents.data.some((document) => document.status === 'ACTIVE');
  if (hasActive) return <QuestionBox roomId={roomId} />;
  return <NoActiveDocuments isReading={isAnyPending(documents.data)} onAddDocs={onAddDocs} />;
}

/**
 * The project's room: its template, the user's questions with their answers (citations open the
 * document at their page), and the question box — or, with no ACTIVE document, a pointer to
 * "Add docs".
 */
export function RoomSection({ projectId, canManage, onAddDocs }: RoomSectionProps) {
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
            <ConversationHistory projectId={projectId} roomId={room.data._id} />
            <Asking projectId={projectId} roomId={room.data._id} onAddDocs={onAddDocs} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
