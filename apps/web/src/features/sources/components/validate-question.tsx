import { Loader, Paper, Stack, Text } from '@mantine/core';
import { InlineError } from '../../../components/inline-error';
import { useAskSource } from '../api/ask-source';
import { AnswerSummary } from './answer-summary';

interface ValidateQuestionProps {
  sourceId: string;
  modelVersion: number | null;
  question: string;
}

/** One question asked live of the source, with its answer as it arrives. */
export function ValidateQuestion({ sourceId, modelVersion, question }: ValidateQuestionProps) {
  const asked = useAskSource(sourceId, modelVersion, question);
  return (
    <Paper withBorder p="sm" data-testid="validate-question">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          “{question}”
        </Text>
        {asked.isPending ? <Loader size="xs" aria-label="Answering" /> : null}
        {asked.error ? (
          <InlineError error={asked.error} fallback="This question could not be answered." />
        ) : null}
        {asked.data ? <AnswerSummary result={asked.data} /> : null}
      </Stack>
    </Paper>
  );
}
