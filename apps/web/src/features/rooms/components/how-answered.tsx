import { Button, Collapse, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { Answer, Conversation, StructuredQuery } from '@tabletalk/contracts';
import { type ReactNode, useState } from 'react';
import { noChipsText, originText } from '../utils/answer-origin';
import { confidenceLabel } from '../utils/answer-text';
import { ColumnChips } from './column-chips';
import { FilterChips } from './filter-chips';
import { KnowledgeUsed } from './knowledge-used';
import { SqlPanel } from './sql-panel';

interface HowAnsweredProps {
  conversation: Conversation;
  answer: Answer;
  canAsk: boolean;
  onAskQuery: (query: StructuredQuery, change: string) => void;
  onAskSql: (sql: string) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function formatDate(value: string | null): string {
  if (!value) return 'Not known';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}

/** Facts about the answer: data freshness, confidence, who wrote the SQL. */
function AnswerFacts({ conversation, answer }: { conversation: Conversation; answer: Answer }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <Text size="sm">
        <Text span c="dimmed">
          Data last refreshed:{' '}
        </Text>
        {formatDate(conversation.dataRefreshedAt)}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Confidence:{' '}
        </Text>
        {confidenceLabel(answer.confidence)}
      </Text>
      <Text size="sm" data-testid="answer-origin">
        <Text span c="dimmed">
          SQL written by:{' '}
        </Text>
        {originText(answer)}
      </Text>
    </SimpleGrid>
  );
}

/**
 * "How this was answered", folded by default: the reading in words, the columns and filters as
 * chips (each editable, asking again), the SQL (copy, edit and run), the examples, synonyms and glossary
 * entries that applied, and the facts behind the answer (who wrote the SQL among them).
 */
export function HowAnswered(props: HowAnsweredProps) {
  const { conversation, answer, canAsk, onAskQuery, onAskSql } = props;
  const [opened, { toggle }] = useDisclosure(false);
  // Drawn only once opened, then kept for the fold's animation: a thread of answers drew every
  // chip, SQL panel and menu of each, folded, again on every question (issue 10).
  const [hasOpened, setHasOpened] = useState(false);
  const handleToggle = () => {
    setHasOpened(true);
    toggle();
  };
  const query = answer.structuredQuery;
  const Chevron = opened ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<Chevron size={14} />}
        aria-expanded={opened}
        onClick={handleToggle}
      >
        How this was answered
      </Button>
      <Collapse in={opened}>
        {hasOpened ? (
          <Stack gap="sm" pl="sm" data-testid="how-answered">
            <Section title="Read as">
              <Text size="sm">{answer.interpretation}</Text>
            </Section>
            {query ? (
              <>
                <Section title="Columns">
                  <ColumnChips
                    roomId={conversation.roomId}
                    query={query}
                    canAsk={canAsk}
                    onChange={onAskQuery}
                  />
                </Section>
                <Section title="Filters">
                  <FilterChips query={query} canAsk={canAsk} onChange={onAskQuery} />
                </Section>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {noChipsText(answer)}
              </Text>
            )}
            <Section title="SQL">
              <SqlPanel sql={answer.sql} canAsk={canAsk} onRun={onAskSql} />
            </Section>
            <KnowledgeUsed conversation={conversation} />
            <AnswerFacts conversation={conversation} answer={answer} />
          </Stack>
        ) : null}
      </Collapse>
    </Stack>
  );
}
