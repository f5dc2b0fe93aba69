import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ServiceUsage } from '@tabletalk/contracts';
import { usageText } from '../utils/usage-text';

type Limit = ServiceUsage['dataSources'];

/** Red once used up, orange when close: the bar's colour says how near the limit is. */
function barColor(percent: number): string {
  if (percent >= 100) return 'red';
  if (percent >= 80) return 'orange';
  return 'indigo';
}

/**
 * One plan limit: used of allowed on a bar, or "Unlimited" (no bar: there is nothing to fill)
 * when the plan has no cap.
 */
export function UsageMeter({ label, usage }: { label: string; usage: Limit }) {
  const { limit } = usage;
  const percent = limit ? Math.min(100, (usage.used / limit) * 100) : 100;
  return (
    <Stack gap={4} data-testid="usage-meter">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {usageText(usage)}
        </Text>
      </Group>
      {limit === null ? null : (
        <Progress
          value={percent}
          color={barColor(percent)}
          size="sm"
          aria-label={label}
          aria-valuetext={usageText(usage)}
        />
      )}
    </Stack>
  );
}
