import { NumberInput, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ALERT_RANGE_MIN_CHECKS,
  ALERT_RANGE_WINDOW,
  type AlertConditionKind,
} from '@tabletalk/contracts';
import type { AlertFormValues } from '../lib/alert-form';

const KIND_OPTIONS: { value: AlertConditionKind; label: string }[] = [
  { value: 'above', label: 'Is above a threshold' },
  { value: 'below', label: 'Is below a threshold' },
  { value: 'equal', label: 'Equals a value' },
  { value: 'change', label: 'Changes by more than a percentage' },
  { value: 'outside', label: 'Is outside its usual range' },
];

/**
 * The condition of an alert: its kind, then the one number that kind needs (a threshold, a
 * percentage of change, or how many standard deviations make the usual range).
 */
export function AlertConditionFields({ form }: { form: UseFormReturnType<AlertFormValues> }) {
  const { kind } = form.values;
  return (
    <>
      <Select
        label="Alert when the value"
        data={KIND_OPTIONS}
        value={kind}
        allowDeselect={false}
        onChange={(picked) => {
          const option = KIND_OPTIONS.find((each) => each.value === picked);
          if (option) form.setFieldValue('kind', option.value);
        }}
      />
      {kind === 'above' || kind === 'below' || kind === 'equal' ? (
        <NumberInput
          label={kind === 'equal' ? 'Value' : 'Threshold'}
          key="threshold"
          {...form.getInputProps('threshold')}
        />
      ) : null}
      {kind === 'change' ? (
        <NumberInput
          label="Change (%)"
          description="Compared with the previous check, up or down."
          min={0}
          suffix="%"
          key="percent"
          {...form.getInputProps('percent')}
        />
      ) : null}
      {kind === 'outside' ? (
        <NumberInput
          label="Standard deviations"
          description={`Outside the mean ± this many standard deviations of the last ${ALERT_RANGE_WINDOW} checks; it needs ${ALERT_RANGE_MIN_CHECKS} checks first.`}
          min={0}
          max={10}
          step={0.5}
          key="k"
          {...form.getInputProps('k')}
        />
      ) : null}
    </>
  );
}
