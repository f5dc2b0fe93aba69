import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TemplateDraft } from '../utils/template-draft';

interface TemplateValidityInputsProps {
  form: UseFormReturnType<TemplateDraft>;
  /** The date to focus when the modal opens ("Update validity"), if any. */
  focus: 'validFrom' | 'validUntil' | null;
}

/** The optional validity period: two native date inputs, both days included. */
export function TemplateValidityInputs({ form, focus }: TemplateValidityInputsProps) {
  return (
    <Group grow align="flex-start">
      <TextInput
        type="date"
        label="Valid from"
        description="Optional, first day included"
        max={form.values.validUntil || undefined}
        data-autofocus={focus === 'validFrom' ? true : undefined}
        {...form.getInputProps('validFrom')}
      />
      <TextInput
        type="date"
        label="Valid until"
        description="Optional, last day included"
        min={form.values.validFrom || undefined}
        data-autofocus={focus === 'validUntil' ? true : undefined}
        {...form.getInputProps('validUntil')}
      />
    </Group>
  );
}
