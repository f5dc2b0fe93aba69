import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';

/** The question being answered, until its answer arrives. */
export function PendingCard({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="pending-card" aria-busy="true">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconUser size={18} aria-hidden />
          <Text fw={600}>{text}</Text>
        </Group>
        <Group gap="xs">
          <Loader size="xs" aria-label="Answering" />
          <Text size="sm" c="dimmed">
            Answering…
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
