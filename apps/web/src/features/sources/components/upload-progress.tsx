import { Button, Group, Progress, Stack, Text } from '@mantine/core';

interface UploadProgressProps {
  fileName: string;
  /** Share sent, 0–1. */
  progress: number;
  onCancel: () => void;
}

/** The upload step: how much of the file has been sent, with a way to stop. */
export function UploadProgress({ fileName, progress, onCancel }: UploadProgressProps) {
  const percent = Math.round(progress * 100);
  return (
    <Stack gap="sm" data-testid="upload-progress">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          Uploading {fileName}
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} size="lg" striped animated aria-label="Upload progress" />
      <Text size="sm" c="dimmed">
        {percent < 100 ? 'Sending the file…' : 'Upload finished; the server is checking the file…'}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel upload
        </Button>
      </Group>
    </Stack>
  );
}
