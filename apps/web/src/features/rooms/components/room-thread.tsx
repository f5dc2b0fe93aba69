import { Button, Center, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { useEffect, useRef } from 'react';
import type { RoomAsk } from '../hooks/use-room-ask';
import { AnswerCard } from './answer-card';
import { PendingCard } from './pending-card';

interface RoomThreadProps {
  thread: Conversation[];
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
  asking: RoomAsk;
}

/**
 * The room's questions and answers, oldest on top, with the question being answered at the
 * bottom. New answers scroll into view; loading earlier ones keeps the reader's place.
 */
export function RoomThread(props: RoomThreadProps) {
  const { thread, hasEarlier, isLoadingEarlier, onLoadEarlier, asking } = props;
  const bottom = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);
  const lastId = thread.at(-1)?._id;
  const hasActivity = asking.pendingText !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest item changes, not when earlier pages arrive.
  useEffect(() => {
    // The first time, jump to the newest answer; after that, glide to each new one.
    const behavior = hasScrolled.current ? 'smooth' : 'auto';
    bottom.current?.scrollIntoView?.({ block: 'end', behavior });
    if (lastId) hasScrolled.current = true;
  }, [lastId, hasActivity]);

  return (
    <Stack gap="md" aria-label="Conversation" role="feed" aria-busy={asking.pendingText !== null}>
      {hasEarlier ? (
        <Center>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconHistory size={14} />}
            loading={isLoadingEarlier}
            onClick={onLoadEarlier}
          >
            Load earlier questions
          </Button>
        </Center>
      ) : null}
      {thread.length === 0 && !hasActivity ? (
        <Text c="dimmed" ta="center" py="xl">
          No questions yet. Ask one below, or pick a suggestion.
        </Text>
      ) : null}
      {thread.map((conversation) => (
        <AnswerCard key={conversation._id} conversation={conversation} />
      ))}
      {asking.pendingText !== null ? <PendingCard text={asking.pendingText} /> : null}
      <div ref={bottom} />
    </Stack>
  );
}
