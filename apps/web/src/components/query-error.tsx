import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../lib/errors';

interface QueryErrorProps {
  error: unknown;
  fallback?: string;
  onRetry?: () => void;
}

/** Inline error for a failed query, with the server's message and a retry. */
export function QueryError({ error, fallback, onRetry }: QueryErrorProps) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" wrap="nowrap">
        <span>{errorMessage(error, fallback)}</span>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
