import { Button, Center, Stack, Text } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import type { AskDocsCitation } from '@tabletalk/contracts';
import { useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { historyOf } from '../../../lib/conversation-pages';
import { useConversations } from '../api/get-conversations';
import { CitationViewer } from './citation-viewer';
import { ConversationItem } from './conversation-item';

interface ConversationHistoryProps {
  projectId: string;
  roomId: string;
}

/**
 * The user's questions in a project's room, oldest first (newest last), with "Show earlier
 * questions" going back a page at a time. A citation opens the document at its page beside them.
 */
export function ConversationHistory({ projectId, roomId }: ConversationHistoryProps) {
  const conversations = useConversations(roomId);
  const [opened, setOpened] = useState<AskDocsCitation | null>(null);
  if (conversations.isPending) return <CenteredLoader label="Loading the questions" />;
  if (conversations.isError) {
    return (
      <QueryError
        error={conversations.error}
        fallback="Failed to load the questions"
        onRetry={() => conversations.refetch()}
      />
    );
  }
  const history = historyOf(conversations.data.pages);
  if (history.length === 0) {
    return (
      <Stack align="center" gap={4} py="lg" data-testid="conversations-empty">
        <IconMessageQuestion size={28} aria-hidden />
        <Text fw={600}>No questions yet</Text>
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          Questions asked in this project and their answers, with the pages they cite, are kept
          here.
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {conversations.hasNextPage ? (
        <Center>
          <Button
            variant="subtle"
            size="xs"
            loading={conversations.isFetchingNextPage}
            onClick={() => conversations.fetchNextPage()}
          >
            Show earlier questions
          </Button>
        </Center>
      ) : null}
      <Stack
        component="ol"
        gap="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Questions and answers"
      >
        {history.map((conversation) => (
          <ConversationItem
            key={conversation._id}
            conversation={conversation}
            onOpenCitation={setOpened}
          />
        ))}
      </Stack>
      <CitationViewer projectId={projectId} citation={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
