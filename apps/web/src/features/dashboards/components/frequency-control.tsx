import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import type { ScheduleFrequency } from '@tabletalk/contracts';
import { useEffect, useState } from 'react';
import { useUpdateFrequency } from '../api/update-frequency';
import {
  describeFrequency,
  type FrequencyKind,
  frequencyOfKind,
  WEEK_DAYS,
} from '../utils/frequency';

const KIND_OPTIONS = [
  { value: 'off', label: 'Off' },
  { value: 'hourly', label: 'Hourly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];
const DAY_OPTIONS = WEEK_DAYS.map((day, index) => ({ value: String(index), label: day }));
const KINDS: readonly string[] = ['off', 'hourly', 'daily', 'weekly'];
const isKind = (value: string | null): value is FrequencyKind =>
  value !== null && KINDS.includes(value);

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
  const setTime = (time: string) => {
    if (draft.kind === 'daily' || draft.kind === 'weekly') setDraft({ ...draft, time });
  };
  return (
    <Group gap="xs" align="flex-end" data-testid="frequency-control">
      <Select
        label="Auto refresh"
        data={KIND_OPTIONS}
        value={draft.kind}
        allowDeselect={false}
        w={120}
        onChange={(value) => {
          if (isKind(value)) setDraft(frequencyOfKind(value, draft));
        }}
      />
      {draft.kind === 'weekly' ? (
        <Select
          label="Day"
          data={DAY_OPTIONS}
          value={String(draft.day)}
          allowDeselect={false}
          w={130}
          onChange={(value) => {
            if (value !== null) setDraft({ ...draft, day: Number(value) });
          }}
        />
      ) : null}
      {draft.kind === 'daily' || draft.kind === 'weekly' ? (
        <TextInput
          label={`Time (${draft.timeZone})`}
          type="time"
          value={draft.time}
          w={150}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
      ) : null}
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
