import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import type { ReactNode } from 'react';

export interface FeedbackButtonsProps {
  /** The feedback shown as pressed (the one being sent while `isPending`). */
  value: Conversation['feedback'] | undefined;
  /** Disables both buttons while feedback is being saved. */
  isPending: boolean;
  /** Pressing like when it is not pressed. */
  onLike: () => void;
  /** Pressing dislike when it is not pressed (send it, or ask why first). */
  onDislike: () => void;
  /** Pressing the pressed button again: clears the feedback. */
  onClear: () => void;
  /** The dislike button's accessible name. */
  dislikeLabel?: string;
  /** Rendered after the buttons, e.g. a modal asking why the answer was wrong. */
  children?: ReactNode;
}

/**
 * Like and dislike buttons for an answer, shared by rooms and Ask Docs: each feature says what a
 * press sends; pressing the pressed one again clears it.
 */
export function FeedbackButtons({
  value,
  isPending,
  onLike,
  onDislike,
  onClear,
  dislikeLabel = 'Dislike',
  children,
}: FeedbackButtonsProps) {
  const isLiked = value === 'LIKE';
  const isDisliked = value === 'DISLIKE';
  return (
    <Group gap={2}>
      <Tooltip label={isLiked ? 'Remove like' : 'Good answer'}>
        <ActionIcon
          variant="subtle"
          color="teal"
          aria-label="Like"
          aria-pressed={isLiked}
          disabled={isPending}
          onClick={isLiked ? onClear : onLike}
        >
          {isLiked ? <IconThumbUpFilled size={18} /> : <IconThumbUp size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={isDisliked ? 'Remove dislike' : 'Wrong answer'}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={dislikeLabel}
          aria-pressed={isDisliked}
          disabled={isPending}
          onClick={isDisliked ? onClear : onDislike}
        >
          {isDisliked ? <IconThumbDownFilled size={18} /> : <IconThumbDown size={18} />}
        </ActionIcon>
      </Tooltip>
      {children}
    </Group>
  );
}
