import { Button, Group, Text } from '@mantine/core';
import type { ScheduleFrequency } from '@tabletalk/contracts';
import { useEffect, useState } from 'react';
import { FrequencyFields } from '../../../components/frequency-fields';
import { describeFrequency } from '../../../lib/frequency';
import { useUpdateFrequency } from '../api/update-frequency';

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
      <FrequencyFields label="Auto refresh" value={draft} onChange={setDraft} />
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
