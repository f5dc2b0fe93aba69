import { ActionIcon, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import type { View } from 'vega';
import { useSetConversationFavourite } from '../api/set-conversation-favourite';
import { answerAsText } from '../utils/answer-text';
import { CardMenu } from './card-menu';
import { DashboardMenu } from './dashboard-menu';
import { ExportMenu } from './export-menu';
import { FeedbackButtons } from './feedback-buttons';
import { ListenButton } from './listen-button';

interface CardActionsProps {
  conversation: Conversation;
  view: View | null;
}

function FavouriteButton({ conversation }: { conversation: Conversation }) {
  const favourite = useSetConversationFavourite();
  const isFavourite = favourite.isPending
    ? (favourite.variables?.favourite ?? conversation.favourite)
    : conversation.favourite;
  const handleClick = () =>
    favourite.mutate({
      roomId: conversation.roomId,
      conversationId: conversation._id,
      favourite: !isFavourite,
    });
  return (
    <Tooltip label={isFavourite ? 'Remove from favourites' : 'Add to favourites'}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={isFavourite ? 'Remove from favourites' : 'Add to favourites'}
        aria-pressed={isFavourite}
        onClick={handleClick}
      >
        {isFavourite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The row of actions under an answer. Answers without data offer only copy, hide and delete. */
export function CardActions({ conversation, view }: CardActionsProps) {
  const { answer } = conversation.answer;
  return (
    <Group gap={2} justify="flex-end" data-testid="answer-actions">
      {answer ? <FeedbackButtons conversation={conversation} /> : null}
      <FavouriteButton conversation={conversation} />
      <CopyButton value={answerAsText(conversation.query.text, conversation.answer)}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy answer'}>
            <ActionIcon variant="subtle" aria-label="Copy answer" onClick={copy}>
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      {answer ? (
        <>
          <ExportMenu question={conversation.query.text} answer={answer} view={view} />
          <ListenButton conversationId={conversation._id} />
          <DashboardMenu conversationId={conversation._id} result={conversation.answer} />
        </>
      ) : null}
      <CardMenu conversation={conversation} />
    </Group>
  );
}
