import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { AskDocsConversation } from '@tabletalk/contracts';
import { CitationChip } from './citation-chip';
import { FeedbackButtons } from './feedback-buttons';

/** One question and its answer, with the citations it rests on and feedback. */
export function ConversationItem({ conversation }: { conversation: AskDocsConversation }) {
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
        <Stack gap="xs">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {conversation.answer}
          </Text>
          <Group justify="space-between" align="flex-end" gap="xs">
            {conversation.citations.length > 0 ? (
              <Group gap={6} aria-label="Sources" style={{ minWidth: 0 }}>
                {conversation.citations.map((citation) => (
                  <CitationChip key={citation.passageId} citation={citation} />
                ))}
              </Group>
            ) : (
              <span />
            )}
            <Box ml="auto">
              <FeedbackButtons conversation={conversation} />
            </Box>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
