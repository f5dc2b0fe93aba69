import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDatabasePlus, IconPlugConnected, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SampleDataButton } from './sample-data-button';

interface SourcesEmptyStateProps {
  title?: string;
  description?: string;
  /** Viewers cannot add sources: they are told whom to ask instead of seeing buttons. */
  canManage: boolean;
  onSampleAdded: (sourceId: string) => void;
}

/** What to do when there is no data yet: upload a file, connect a database, or try the sample. */
export function SourcesEmptyState({
  title = 'No data sources yet',
  description = 'Upload a CSV or Excel file, connect a database, or start with sample sales data to ask your first questions.',
  canManage,
  onSampleAdded,
}: SourcesEmptyStateProps) {
  return (
    <Card withBorder radius="md" padding="xl" data-testid="sources-empty">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconDatabasePlus size={26} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {canManage ? description : 'Ask a member who manages data sources to add one.'}
        </Text>
        {canManage ? (
          <Group justify="center" mt="sm">
            <Button component={Link} to="/sources/new/file" leftSection={<IconUpload size={16} />}>
              Upload a file
            </Button>
            <Button
              component={Link}
              to="/sources/new/database"
              variant="default"
              leftSection={<IconPlugConnected size={16} />}
            >
              Connect a database
            </Button>
            <SampleDataButton onAdded={onSampleAdded} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
