import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { AskDocsCitation, AskDocsConversation } from '@tabletalk/contracts';
import { AnswerText } from './answer-text';
import { CitationSources } from './citation-sources';
import { FeedbackButtons } from './feedback-buttons';

interface ConversationItemProps {
  conversation: AskDocsConversation;
  onOpenCitation: (citation: AskDocsCitation) => void;
}

/**
 * One question and its answer: citation chips in the text, the sources below it (each opens the
 * document at its page) and feedback.
 */
export function ConversationItem({ conversation, onOpenCitation }: ConversationItemProps) {
  const { citations } = conversation;
  return (
    <Stack component="li" gap="xs" data-testid="conversation-item">
      <Paper
        bg="blue.0"
        radius="md"
        px="md"
        py="xs"
        ml={{ base: 'lg', sm: 'xl' }}
        style={{ alignSelf: 'flex-end' }}
      >
        <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {conversation.question}
        </Text>
      </Paper>
      <Paper withBorder radius="md" px="md" py="sm">
        <Stack gap="sm">
          <AnswerText
            answer={conversation.answer}
            citations={citations}
            onOpenCitation={onOpenCitation}
          />
          {citations.length > 0 ? (
            <CitationSources citations={citations} onOpen={onOpenCitation} />
          ) : null}
          <Group justify="flex-end">
            <Box>
              <FeedbackButtons conversation={conversation} />
            </Box>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
