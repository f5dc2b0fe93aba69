import { Alert, Button, Card, Group, Progress, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { SourceInfo } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { isLoadingStatus, isSourceBusy } from '../api/get-source-info';
import { IngestProgress } from './ingest-progress';

const noop = () => {};

/** While a source loads or rebuilds, its progress; when it failed, why and what to do. */
export function SourceLoadState({ source }: { source: SourceInfo }) {
  if (isLoadingStatus(source.status)) {
    return (
      <Card withBorder radius="md" padding="lg">
        {/* The page reads the same polled query: it shows the tabs once the source is ACTIVE. */}
        <IngestProgress sourceId={source._id} onActive={noop} />
      </Card>
    );
  }
  if (source.status === 'ACTIVE' && isSourceBusy(source)) {
    const percent = Math.round(source.progress * 100);
    return (
      <Alert
        color="blue"
        icon={<IconRefresh size={18} />}
        title="Updating the knowledge"
        data-testid="rebuild-progress"
      >
        <Text size="sm" mb="xs">
          The data stays available; the schema updates when this finishes.
        </Text>
        <Progress
          value={percent < 100 ? percent : 0}
          striped
          animated
          aria-label="Knowledge progress"
        />
      </Alert>
    );
  }
  if (source.status !== 'FAILED') return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} />}
      title="This source could not be loaded"
      role="alert"
    >
      <Text size="sm">{source.reason ?? 'The load failed.'}</Text>
      <Text size="sm" mt={4}>
        {source.isDatabase
          ? 'Check the connection, then use Refresh to try again.'
          : 'Fix the file and upload it again, or delete this source.'}
      </Text>
      {source.isDatabase ? null : (
        <Group mt="sm">
          <Button component={Link} to="/sources/new/file" size="xs" variant="white" color="red">
            Upload a file
          </Button>
        </Group>
      )}
    </Alert>
  );
}
