import { Select, TextInput } from '@mantine/core';
import type { ScheduleFrequency } from '@tabletalk/contracts';
import { type FrequencyKind, frequencyOfKind, WEEK_DAYS } from '../lib/frequency';

const KIND_LABELS: Record<FrequencyKind, string> = {
  off: 'Off',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};
const ALL_KINDS: readonly FrequencyKind[] = ['off', 'hourly', 'daily', 'weekly'];
const DAY_OPTIONS = WEEK_DAYS.map((day, index) => ({ value: String(index), label: day }));

interface FrequencyFieldsProps {
  /** The kind select's label ("Auto refresh", "Check"). */
  label: string;
  value: ScheduleFrequency;
  onChange: (next: ScheduleFrequency) => void;
  /** The kinds offered; every kind by default (alerts leave out `off`). */
  kinds?: readonly FrequencyKind[];
}

/**
 * How often scheduled work runs, as fields: the kind, then the day of a weekly schedule and the
 * time of a daily or weekly one (in the schedule's time zone, the browser's by default). The
 * dashboard's refresh schedule and an alert's checks use it.
 */
export function FrequencyFields({
  label,
  value,
  onChange,
  kinds = ALL_KINDS,
}: FrequencyFieldsProps) {
  const setTime = (time: string) => {
    if (value.kind === 'daily' || value.kind === 'weekly') onChange({ ...value, time });
  };
  return (
    <>
      <Select
        label={label}
        data={kinds.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        value={value.kind}
        allowDeselect={false}
        w={120}
        onChange={(picked) => {
          const kind = kinds.find((each) => each === picked);
          if (kind) onChange(frequencyOfKind(kind, value));
        }}
      />
      {value.kind === 'weekly' ? (
        <Select
          label="Day"
          data={DAY_OPTIONS}
          value={String(value.day)}
          allowDeselect={false}
          w={130}
          onChange={(day) => {
            if (day !== null) onChange({ ...value, day: Number(day) });
          }}
        />
      ) : null}
      {value.kind === 'daily' || value.kind === 'weekly' ? (
        <TextInput
          label={`Time (${value.timeZone})`}
          type="time"
          value={value.time}
          w={150}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
      ) : null}
    </>
  );
}
