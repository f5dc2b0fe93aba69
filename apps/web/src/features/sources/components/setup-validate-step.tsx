import { Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useQuerySuggestions } from '../../../api/get-query-suggestions';
import { InlineError } from '../../../components/inline-error';
import { useKnowledgeConfirmation } from '../hooks/use-knowledge-confirmation';
import { formatDateTime } from '../utils/format';
import { ValidateQuestion } from './validate-question';

interface SetupValidateStepProps {
  sourceId: string;
  modelVersion: number | null;
}

/**
 * Validate: questions generated from the knowledge, answered live on the source, plus any question
 * the user tries; then the user confirms the knowledge reads the data right.
 */
export function SetupValidateStep({ sourceId, modelVersion }: SetupValidateStepProps) {
  const suggestions = useQuerySuggestions(sourceId, modelVersion !== null);
  const confirmation = useKnowledgeConfirmation(sourceId, modelVersion);
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState<string[]>([]);
  const handleTry = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (question.length === 0) return;
    setTried((previous) => [question, ...previous.filter((q) => q !== question)]);
    setDraft('');
  };
  const questions = [...tried, ...(suggestions.data ?? []).filter((q) => !tried.includes(q))];
  return (
    <Stack gap="md" data-testid="setup-validate">
      <Text size="sm">
        Questions this source should be able to answer, answered now from its data. Check that each
        reads the way your team asks.
      </Text>
      <form onSubmit={handleTry}>
        <Group gap="xs" align="flex-end">
          <TextInput
            flex={1}
            label="Try a question"
            placeholder="e.g. total revenue by region last year"
            value={draft}
            maxLength={1000}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit" leftSection={<IconSend size={16} />} disabled={draft.trim() === ''}>
            Ask
          </Button>
        </Group>
      </form>
      {suggestions.isPending && modelVersion !== null ? (
        <Loader size="sm" aria-label="Loading questions" />
      ) : null}
      {suggestions.error ? (
        <InlineError error={suggestions.error} fallback="Sample questions could not be loaded." />
      ) : null}
      {suggestions.data && questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sample questions: mark at least one column as a measure or a dimension in Enrich.
        </Text>
      ) : null}
      <Stack gap="xs" data-testid="sample-questions">
        {questions.map((question) => (
          <ValidateQuestion
            key={question}
            sourceId={sourceId}
            modelVersion={modelVersion}
            question={question}
          />
        ))}
      </Stack>
      <Group justify="flex-end" gap="sm">
        {confirmation.isConfirmed ? (
          <Badge color="teal" size="lg" leftSection={<IconCircleCheck size={14} />}>
            Confirmed {formatDateTime(confirmation.confirmedAt)}
          </Badge>
        ) : null}
        <Button
          onClick={confirmation.confirm}
          disabled={modelVersion === null || confirmation.isConfirmed}
        >
          Confirm knowledge
        </Button>
      </Group>
    </Stack>
  );
}
