import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { SourceInfo } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { isLoadingStatus } from '../api/get-source-info';
import { IngestProgress } from './ingest-progress';

const noop = () => {};

/** While a source loads, its progress; when it failed, why and what to do. Else nothing. */
export function SourceLoadState({ source }: { source: SourceInfo }) {
  if (isLoadingStatus(source.status)) {
    return (
      <Card withBorder radius="md" padding="lg">
        {/* The page reads the same polled query: it shows the tabs once the source is ACTIVE. */}
        <IngestProgress sourceId={source._id} onActive={noop} />
      </Card>
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
