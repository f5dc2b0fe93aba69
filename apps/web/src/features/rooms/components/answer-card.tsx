import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { useState } from 'react';
import type { View } from 'vega';
import type { AskWithRequest } from '../hooks/use-room-ask';
import { AnswerBody } from './answer-body';
import { CardActions } from './card-actions';
import { DeclinedNotice } from './declined-notice';

interface AnswerCardProps {
  conversation: Conversation;
  /** False while another question runs, or when the room takes no more questions. */
  canAsk: boolean;
  onAskWith: (request: AskWithRequest) => void;
}

/** A question with its answer (or why there is none) and everything one can do with it. */
export function AnswerCard({ conversation, canAsk, onAskWith }: AnswerCardProps) {
  const [view, setView] = useState<View | null>(null);
  const { status, answer, message } = conversation.answer;
  const question = conversation.query.text;
  const hasAnswer = answer !== null && status !== 'declined';
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      data-testid="answer-card"
      aria-label={question}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconUser size={18} aria-hidden />
          <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
            {question}
          </Text>
          {conversation.templateId ? (
            <Badge size="xs" variant="light">
              Template
            </Badge>
          ) : null}
        </Group>
        {hasAnswer ? (
          <AnswerBody
            conversation={conversation}
            answer={answer}
            canAsk={canAsk}
            onAskWith={onAskWith}
            onView={setView}
          />
        ) : (
          <DeclinedNotice message={message} />
        )}
        <CardActions conversation={conversation} view={view} />
      </Stack>
    </Paper>
  );
}
