import { CloseButton, Group, Stack, Text } from '@mantine/core';
import { InlineError } from '../../../components/inline-error';
import type { AskFailure as Failure } from '../hooks/use-room-ask';
import { PlanLink } from './plan-link';

/** A question that got no answer: the question, and why, by the error's code. */
export function AskFailure({ failure, onDismiss }: { failure: Failure; onDismiss: () => void }) {
  return (
    <Stack gap={4} data-testid="ask-failure">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          “{failure.text}”
        </Text>
        <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
      </Group>
      <InlineError
        error={failure.error}
        fallback="This question could not be answered. Please try again."
        planAction={<PlanLink />}
      />
    </Stack>
  );
}
