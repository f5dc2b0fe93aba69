import type { AskDocsConversation } from '@tabletalk/contracts';
import { FeedbackButtons as FeedbackButtonsView } from '../../../components/feedback-buttons';
import { useSetConversationFeedback } from '../api/set-conversation-feedback';

/** Like and dislike an answer; pressing the pressed one again clears it. */
export function FeedbackButtons({ conversation }: { conversation: AskDocsConversation }) {
  const feedback = useSetConversationFeedback();
  const send = (next: AskDocsConversation['feedback']) =>
    feedback.mutate({
      roomId: conversation.roomId,
      conversationId: conversation._id,
      feedback: next,
    });
  return (
    <FeedbackButtonsView
      value={feedback.isPending ? feedback.variables?.feedback : conversation.feedback}
      isPending={feedback.isPending}
      onLike={() => send('LIKE')}
      onDislike={() => send('DISLIKE')}
      onClear={() => send(null)}
    />
  );
}
