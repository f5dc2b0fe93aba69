import { Stack } from '@mantine/core';
import type { Room, Template } from '@tabletalk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { prewarmCharts } from '../../../components/answer-chart';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useConversations } from '../api/get-conversations';
import { useUserQueries } from '../api/get-user-queries';
import { roomsKeys } from '../api/keys';
import { useRoomAsk } from '../hooks/use-room-ask';
import { questionHistory } from '../utils/question-recall';
import { threadOf } from '../utils/thread-of';
import { AskFailure } from './ask-failure';
import { QuestionComposer } from './question-composer';
import { RoomAskProvider } from './room-ask-context';
import { RoomThread } from './room-thread';
import { SourceDeletedNotice } from './source-deleted-notice';

interface RoomConversationProps {
  room: Room;
  onAsked?: () => void;
}

/** The thread of a room and, below it, the question box (or why there is none). */
export function RoomConversation({ room, onAsked }: RoomConversationProps) {
  const queryClient = useQueryClient();
  const conversations = useConversations(room._id);
  const recent = useUserQueries(room.sourceId, !room.sourceDeleted);
  const handleAsked = () => {
    // The question just asked is now the newest of the user's recent ones.
    void queryClient.invalidateQueries({ queryKey: roomsKeys.userQueries(room.sourceId) });
    onAsked?.();
  };
  const asking = useRoomAsk(room, handleAsked);
  const composer = useRef<HTMLDivElement>(null);
  useEffect(prewarmCharts, []);
  if (conversations.isPending) return <CenteredLoader label="Loading the conversation" />;
  if (conversations.isError) {
    return <QueryError error={conversations.error} onRetry={() => conversations.refetch()} />;
  }
  const thread = threadOf(conversations.data.pages);
  const isBusy = asking.pendingText !== null;
  const canAsk = !room.sourceDeleted && !isBusy;
  const handleTemplate = (template: Template, values: Record<string, string>, text: string) =>
    asking.askWith({ templateId: template._id, values, text });

  return (
    <Stack gap="md">
      <RoomAskProvider canAsk={canAsk} isOpen={!room.sourceDeleted} onAskWith={asking.askWith}>
        <RoomThread
          thread={thread}
          hasEarlier={conversations.hasNextPage}
          isLoadingEarlier={conversations.isFetchingNextPage}
          onLoadEarlier={() => void conversations.fetchNextPage()}
          asking={asking}
          coveredBy={composer}
        />
      </RoomAskProvider>
      <Stack
        ref={composer}
        data-testid="room-composer"
        gap="xs"
        pos="sticky"
        bottom={0}
        pb="sm"
        bg="gray.0"
        style={{ zIndex: 2 }}
      >
        {/* Beside the box, where the next question is typed: a plan limit must not go unseen. */}
        {asking.failure ? (
          <AskFailure failure={asking.failure} onDismiss={asking.dismissFailure} />
        ) : null}
        {room.sourceDeleted ? (
          <SourceDeletedNotice />
        ) : (
          <QuestionComposer
            sourceId={room.sourceId}
            history={questionHistory(thread.map((conversation) => conversation.query.text))}
            recent={recent.data?.map((query) => query.text) ?? []}
            isBusy={isBusy}
            onAsk={asking.ask}
            onAskTemplate={handleTemplate}
          />
        )}
      </Stack>
    </Stack>
  );
}
