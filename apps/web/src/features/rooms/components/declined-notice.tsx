import { Alert } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';

/** The engine could not read the question: what it could not read, and how to ask instead. */
export function DeclinedNotice({ message }: { message: string | null }) {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconMessageQuestion size={18} />}
      title="Could not answer this question"
      data-testid="answer-declined"
    >
      {message ?? 'Try asking it another way, naming a column or a value from the data.'}
    </Alert>
  );
}
