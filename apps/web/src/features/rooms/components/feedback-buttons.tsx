import { useDisclosure } from '@mantine/hooks';
import type { Conversation } from '@tabletalk/contracts';
import { FeedbackButtons as FeedbackButtonsView } from '../../../components/feedback-buttons';
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
  const ids = { roomId: conversation.roomId, conversationId: conversation._id };

  const handleLike = () =>
    feedback.mutate(
      { ...ids, feedback: 'LIKE' },
      { onSuccess: ({ savedAsExample }) => notifySuccess(likeThanks(savedAsExample)) },
    );
  const handleDislike = (reason: string) =>
    feedback.mutate({ ...ids, feedback: 'DISLIKE', reason }, { onSuccess: dislikeModal.close });

  return (
    <FeedbackButtonsView
      value={feedback.isPending ? feedback.variables?.feedback : conversation.feedback}
      isPending={feedback.isPending}
      onLike={handleLike}
      onDislike={dislikeModal.open}
      onClear={() => feedback.mutate({ ...ids, feedback: null })}
      dislikeLabel="Wrong answer"
    >
      <DislikeModal
        opened={isDislikeOpen}
        isPending={feedback.isPending}
        onSubmit={handleDislike}
        onClose={dislikeModal.close}
      />
    </FeedbackButtonsView>
  );
}
