import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { useSetFeedback } from '../api/set-feedback';
import { DislikeModal } from './dislike-modal';

/** Only a like kept as an example may promise to guide later questions. */
function likeThanks(savedAsExample: boolean): string {
  return savedAsExample
    ? 'Thanks: this answer will guide similar questions'
    : 'Thanks for your feedback';
}

/** Like (teaches the source this reading when it has one) and dislike (with an optional reason). */
export function FeedbackButtons({ conversation }: { conversation: Conversation }) {
  const [isDislikeOpen, dislikeModal] = useDisclosure(false);
  const feedback = useSetFeedback();
  const current = feedback.isPending ? feedback.variables?.feedback : conversation.feedback;
  const ids = { roomId: conversation.roomId, conversationId: conversation._id };
  const isLiked = current === 'LIKE';
  const isDisliked = current === 'DISLIKE';

  const handleLike = () =>
    feedback.mutate(
      { ...ids, feedback: isLiked ? null : 'LIKE' },
      { onSuccess: ({ savedAsExample }) => !isLiked && notifySuccess(likeThanks(savedAsExample)) },
    );
  const handleDislike = (reason: string) =>
    feedback.mutate({ ...ids, feedback: 'DISLIKE', reason }, { onSuccess: dislikeModal.close });

  return (
    <Group gap={2}>
      <Tooltip label={isLiked ? 'Remove like' : 'Good answer'}>
        <ActionIcon
          variant="subtle"
          color="teal"
          aria-label="Like"
          aria-pressed={isLiked}
          disabled={feedback.isPending}
          onClick={handleLike}
        >
          {isLiked ? <IconThumbUpFilled size={18} /> : <IconThumbUp size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={isDisliked ? 'Remove dislike' : 'Wrong answer'}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label="Wrong answer"
          aria-pressed={isDisliked}
          disabled={feedback.isPending}
          onClick={() =>
            isDisliked ? feedback.mutate({ ...ids, feedback: null }) : dislikeModal.open()
          }
        >
          {isDisliked ? <IconThumbDownFilled size={18} /> : <IconThumbDown size={18} />}
        </ActionIcon>
      </Tooltip>
      <DislikeModal
        opened={isDislikeOpen}
        isPending={feedback.isPending}
        onSubmit={handleDislike}
        onClose={dislikeModal.close}
      />
    </Group>
  );
}
