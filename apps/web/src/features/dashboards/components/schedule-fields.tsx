import { Select, TextInput } from '@mantine/core';
import type { ScheduleFrequency } from '@tabletalk/contracts';
import { type FrequencyKind, frequencyOfKind, WEEK_DAYS } from '../utils/frequency';

const KIND_LABELS: Record<FrequencyKind, string> = {
  off: 'Off',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
};
const DAY_OPTIONS = WEEK_DAYS.map((day, index) => ({ value: String(index), label: day }));

interface ScheduleFieldsProps {
  value: ScheduleFrequency;
  onChange: (value: ScheduleFrequency) => void;
  /** The kind's label: "Auto refresh", "Send". */
  label: string;
  /** The kinds offered, in order ('off' left out where stopping is done otherwise). */
  kinds: readonly FrequencyKind[];
}

/**
 * The fields of a schedule: its kind (off, hourly, daily, weekly), the day of a weekly one and
 * the time of a daily or weekly one, in its time zone. A dashboard's refresh and its emailed
 * report are set with these.
 */
export function ScheduleFields({ value, onChange, label, kinds }: ScheduleFieldsProps) {
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
          const kind = kinds.find((candidate) => candidate === picked);
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
