import { Stack, Text } from '@mantine/core';
import type { Answer } from '@tabletalk/contracts';
import { formatValue, singleValue } from '../utils/answer-text';

/** A single-value answer as one big number with its name. */
export function AnswerValue({ answer }: { answer: Answer }) {
  const single = singleValue(answer);
  if (!single) {
    return (
      <Text size="sm" c="dimmed">
        No rows matched.
      </Text>
    );
  }
  return (
    <Stack gap={0} data-testid="answer-value">
      <Text size="sm" c="dimmed">
        {single.label}
      </Text>
      <Text fz={40} fw={700} lh={1.1}>
        {formatValue(single.value)}
      </Text>
    </Stack>
  );
}
