import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ServiceUsage } from '@tabletalk/contracts';
import { usageText } from '../utils/usage-text';

type Limit = ServiceUsage['dataSources'];

/** One plan limit: used of allowed, or "unlimited" when the plan has no cap. */
export function UsageMeter({ label, usage }: { label: string; usage: Limit }) {
  const isUnlimited = usage.limit === null;
  const percent = isUnlimited || !usage.limit ? 0 : Math.min(100, (usage.used / usage.limit) * 100);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed">
          {usageText(usage)}
        </Text>
      </Group>
      <Progress
        value={percent}
        color={percent >= 90 ? 'red' : 'indigo'}
        size="sm"
        aria-label={label}
      />
    </Stack>
  );
}
