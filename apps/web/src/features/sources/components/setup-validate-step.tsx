import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useKnowledgeConfirmation } from '../hooks/use-knowledge-confirmation';
import { formatDateTime } from '../utils/format';
import { type ModelLike, sampleQuestions } from '../utils/sample-questions';

interface SetupValidateStepProps {
  sourceId: string;
  modelVersion: number | null;
  model: ModelLike;
}

/** Validate: sample questions from the model, and the user's confirmation that it reads right. */
export function SetupValidateStep({ sourceId, modelVersion, model }: SetupValidateStepProps) {
  const questions = useMemo(() => sampleQuestions(model), [model]);
  const confirmation = useKnowledgeConfirmation(sourceId, modelVersion);
  return (
    <Stack gap="md" data-testid="setup-validate">
      <Text size="sm">Questions this source should be able to answer:</Text>
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sample questions: mark at least one column as a measure or a dimension in Enrich.
        </Text>
      ) : (
        <List spacing={4} size="sm" data-testid="sample-questions">
          {questions.map((question) => (
            <List.Item key={question.text}>“{question.text}”</List.Item>
          ))}
        </List>
      )}
      <Alert color="blue" icon={<IconInfoCircle size={18} />}>
        Answering these live arrives with the question engine. For now, check that the measures,
        dimensions and names above match how your team asks.
      </Alert>
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
