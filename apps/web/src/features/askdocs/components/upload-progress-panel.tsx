import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { UploadState } from '../hooks/use-add-docs-wizard';
import { formatBytes } from '../utils/format';

interface UploadProgressPanelProps {
  fileCount: number;
  sent: UploadState;
  /** Sending is over; the server checks the files and records them. */
  isFinishing: boolean;
  onCancel: () => void;
}

/** The upload as it goes: the share sent, in percent and bytes, with a way to stop. */
export function UploadProgressPanel({
  fileCount,
  sent,
  isFinishing,
  onCancel,
}: UploadProgressPanelProps) {
  const percent = Math.round(sent.fraction * 100);
  const files = `${fileCount} file${fileCount === 1 ? '' : 's'}`;
  const bytes =
    sent.total > 0 ? `${formatBytes(sent.loaded)} of ${formatBytes(sent.total)}` : 'Starting…';
  return (
    <Stack gap="xs" data-testid="docs-upload-progress">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>Uploading {files}</Text>
        <Text size="sm" fw={600} data-testid="upload-percent">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        animated={!isFinishing}
        striped
        aria-label="Upload progress"
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" data-testid="upload-bytes">
          {isFinishing ? 'Sent; the server is checking the files…' : bytes}
        </Text>
        <Button variant="default" size="xs" onClick={onCancel} disabled={isFinishing}>
          Cancel upload
        </Button>
      </Group>
    </Stack>
  );
}
