import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { AskDocsConversation } from '@tabletalk/contracts';
import { useSetConversationFeedback } from '../api/set-conversation-feedback';

/** Like and dislike an answer; pressing the pressed one again clears it. */
export function FeedbackButtons({ conversation }: { conversation: AskDocsConversation }) {
  const feedback = useSetConversationFeedback();
  const current = feedback.isPending ? feedback.variables?.feedback : conversation.feedback;
  const isLiked = current === 'LIKE';
  const isDisliked = current === 'DISLIKE';
  const send = (next: AskDocsConversation['feedback']) =>
    feedback.mutate({
      roomId: conversation.roomId,
      conversationId: conversation._id,
      feedback: next,
    });
  return (
    <Group gap={2}>
      <Tooltip label={isLiked ? 'Remove like' : 'Good answer'}>
        <ActionIcon
          variant="subtle"
          color="teal"
          aria-label="Like"
          aria-pressed={isLiked}
          disabled={feedback.isPending}
          onClick={() => send(isLiked ? null : 'LIKE')}
        >
          {isLiked ? <IconThumbUpFilled size={18} /> : <IconThumbUp size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={isDisliked ? 'Remove dislike' : 'Wrong answer'}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label="Dislike"
          aria-pressed={isDisliked}
          disabled={feedback.isPending}
          onClick={() => send(isDisliked ? null : 'DISLIKE')}
        >
          {isDisliked ? <IconThumbDownFilled size={18} /> : <IconThumbDown size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
