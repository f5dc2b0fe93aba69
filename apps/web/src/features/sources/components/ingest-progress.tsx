import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useSourceInfo } from '../api/get-source-info';

interface IngestProgressProps {
  sourceId: string;
  /** The source is ACTIVE: usually, go to its page. */
  onActive: (sourceId: string) => void;
  /** Back to the previous step with the user's choices kept; without it no retry is offered. */
  onRetry?: () => void;
}

/** The "loading" screen: polls the source every second until it is ACTIVE or FAILED. */
export function IngestProgress({ sourceId, onActive, onRetry }: IngestProgressProps) {
  const info = useSourceInfo(sourceId);
  const source = info.data;
  const status = source?.status;

  // Called once per arrival at ACTIVE (not on every render while ACTIVE): a caller may start
  // another load from it (header renames), and must not be told twice.
  const latestOnActive = useRef(onActive);
  latestOnActive.current = onActive;
  useEffect(() => {
    if (status === 'ACTIVE') latestOnActive.current(sourceId);
  }, [status, sourceId]);

  if (info.error) {
    return (
      <QueryError
        error={info.error}
        fallback="Failed to load the source"
        onRetry={() => info.refetch()}
      />
    );
  }
  if (!source) return <CenteredLoader label="Loading the source" />;
  if (status === 'FAILED') {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        title="The data could not be loaded"
        role="alert"
      >
        <Text size="sm">{source.reason ?? 'The load failed.'}</Text>
        {onRetry ? (
          <Group mt="sm">
            <Button size="xs" color="red" variant="white" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        ) : null}
      </Alert>
    );
  }
  const percent = Math.round(source.progress * 100);
  return (
    <Stack gap="sm" data-testid="ingest-progress" aria-live="polite">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          Loading {source.name}
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="lg" striped animated aria-label="Loading progress" />
      <Text size="sm" c="dimmed">
        Reading the data and building its knowledge. Large files take a minute; you can leave this
        page and come back — the source keeps loading.
      </Text>
    </Stack>
  );
}
