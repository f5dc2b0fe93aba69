import { Group, Loader, Text } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { describeAnswerKey } from '../api/describe-answer';

interface AnswerDescriptionProps {
  conversationId: string;
  description: string;
}

/** The answer's sentence; while "Describe" writes a new one, says so beside it. */
export function AnswerDescription({ conversationId, description }: AnswerDescriptionProps) {
  const isDescribing = useIsMutating({ mutationKey: describeAnswerKey(conversationId) }) > 0;
  return (
    <div aria-busy={isDescribing}>
      <Text>{description}</Text>
      {isDescribing ? (
        <Group gap={6} mt={4} role="status">
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            Writing a description…
          </Text>
        </Group>
      ) : null}
    </div>
  );
}
