import { Button, Center, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { Conversation } from '@tabletalk/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import type { RoomAsk } from '../hooks/use-room-ask';
import { revealNewest } from '../utils/reveal-newest';
import { AnswerCard } from './answer-card';
import { PendingCard } from './pending-card';

interface RoomThreadProps {
  thread: Conversation[];
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
  asking: RoomAsk;
  /** The sticky question box that covers the bottom of the page: the newest card shows above it. */
  coveredBy?: RefObject<HTMLElement | null>;
}

/** How long a new card may still grow (its chart drawing) and be kept in view. */
const SETTLE_MS = 3000;

/**
 * The room's questions and answers, oldest on top, with the question being answered at the
 * bottom. A new answer scrolls whole into view above the question box, and stays there while
 * its chart draws; loading earlier ones keeps the reader's place.
 */
export function RoomThread(props: RoomThreadProps) {
  const { thread, hasEarlier, isLoadingEarlier, onLoadEarlier, asking, coveredBy } = props;
  const feed = useRef<HTMLDivElement>(null);
  const hasScrolled = useRef(false);
  const lastId = thread.at(-1)?._id;
  const hasActivity = asking.pendingText !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest item changes, not when earlier pages arrive.
  useEffect(() => {
    // The first time, jump to the newest answer; after that, glide to each new one.
    const behavior = hasScrolled.current ? 'smooth' : 'auto';
    const newest = feed.current?.lastElementChild;
    if (!newest) return;
    revealNewest(newest, coveredBy?.current ?? null, behavior);
    if (lastId) hasScrolled.current = true;
    // The chart draws after the card: keep the grown card in view until it settles.
    const observer = new ResizeObserver(() => revealNewest(newest, coveredBy?.current ?? null));
    observer.observe(newest);
    const stop = window.setTimeout(() => observer.disconnect(), SETTLE_MS);
    return () => {
      window.clearTimeout(stop);
      observer.disconnect();
    };
  }, [lastId, hasActivity]);

  return (
    <Stack
      ref={feed}
      gap="md"
      aria-label="Conversation"
      role="feed"
      aria-busy={asking.pendingText !== null}
    >
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
    </Stack>
  );
}
