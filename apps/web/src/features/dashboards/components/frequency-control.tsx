import { Button, Group, Text } from '@mantine/core';
import type { ScheduleFrequency } from '@tabletalk/contracts';
import { useEffect, useState } from 'react';
import { useUpdateFrequency } from '../api/update-frequency';
import { describeFrequency, type FrequencyKind } from '../utils/frequency';
import { ScheduleFields } from './schedule-fields';

const KINDS: readonly FrequencyKind[] = ['off', 'hourly', 'daily', 'weekly'];

interface FrequencyControlProps {
  dashboardId: string;
  frequency: ScheduleFrequency;
  canEdit: boolean;
}

/** How often the dashboard refreshes itself: off, hourly, daily at a time, weekly on a day. */
export function FrequencyControl({ dashboardId, frequency, canEdit }: FrequencyControlProps) {
  const [draft, setDraft] = useState<ScheduleFrequency>(frequency);
  const save = useUpdateFrequency();
  useEffect(() => setDraft(frequency), [frequency]);
  if (!canEdit) {
    return (
      <Text size="sm" c="dimmed">
        {describeFrequency(frequency)}
      </Text>
    );
  }
  const isChanged = JSON.stringify(draft) !== JSON.stringify(frequency);
  return (
    <Group gap="xs" align="flex-end" data-testid="frequency-control">
      <ScheduleFields value={draft} onChange={setDraft} label="Auto refresh" kinds={KINDS} />
      <Button
        variant="light"
        disabled={!isChanged}
        loading={save.isPending}
        onClick={() => save.mutate({ dashboardId, frequency: draft })}
      >
        Save schedule
      </Button>
    </Group>
  );
}
