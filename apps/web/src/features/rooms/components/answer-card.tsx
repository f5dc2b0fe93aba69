import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { memo, useState } from 'react';
import type { View } from 'vega';
import { AnswerBody } from './answer-body';
import { CardActions } from './card-actions';
import { DeclinedNotice } from './declined-notice';

interface AnswerCardProps {
  conversation: Conversation;
}

/**
 * A question with its answer (or why there is none) and everything one can do with it. Memoized:
 * a new answer in the thread must not draw the answers above it again (issue 10: that made each
 * answer slower to appear than the last); what changes while asking comes from `RoomAskProvider`.
 */
export const AnswerCard = memo(function AnswerCard({ conversation }: AnswerCardProps) {
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
          <Text fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0 }}>
            {question}
          </Text>
          {conversation.templateId ? (
            <Badge size="xs" variant="light">
              Template
            </Badge>
          ) : null}
        </Group>
        {hasAnswer ? (
          <AnswerBody conversation={conversation} answer={answer} onView={setView} />
        ) : (
          <DeclinedNotice message={message} />
        )}
        <CardActions conversation={conversation} view={view} />
      </Stack>
    </Paper>
  );
});
