import { Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Conversation } from '@tabletalk/contracts';
import type { ReactNode } from 'react';
import { type KnowledgeNote, knowledgeNotes } from '../utils/knowledge-notes';

function Line({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Group gap="xs" align="center">
      <Text size="sm" c="dimmed">
        {heading}:
      </Text>
      {children}
    </Group>
  );
}

function NoteBadge({ note }: { note: KnowledgeNote }) {
  return (
    <Tooltip label={note.detail} multiline maw={320}>
      <Badge variant="light" tt="none" size="lg">
        {note.label}
      </Badge>
    </Tooltip>
  );
}

/**
 * The source's knowledge that shaped an answer: the liked example it reused, the synonyms that
 * linked the question's words (where they point on hover), the glossary terms it names with
 * their definitions. Nothing when none applied.
 */
export function KnowledgeUsed({ conversation }: { conversation: Conversation }) {
  const notes = knowledgeNotes(conversation);
  if (!notes) return null;
  const { example, synonyms, glossary } = notes;
  return (
    <Stack gap={4} data-testid="knowledge-used">
      <Title order={4} fz="sm">
        Knowledge used
      </Title>
      {example ? (
        <Line heading="Liked example used">
          <Text size="sm">
            Yes
            {example.question ? ` — “${example.question}”` : ''}
          </Text>
        </Line>
      ) : null}
      {synonyms.length > 0 ? (
        <Line heading="Synonyms">
          {synonyms.map((note) => (
            <NoteBadge key={note.label} note={note} />
          ))}
        </Line>
      ) : null}
      {glossary.map((note) => (
        <Line key={note.label} heading="Glossary">
          <NoteBadge note={note} />
          <Text size="xs" c="dimmed">
            {note.detail}
          </Text>
        </Line>
      ))}
    </Stack>
  );
}
