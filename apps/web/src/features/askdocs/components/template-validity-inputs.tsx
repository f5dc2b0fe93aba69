import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TemplateFormValues } from '../utils/template-form';

/** The optional validity period: two native date inputs, both days included. */
export function TemplateValidityInputs({ form }: { form: UseFormReturnType<TemplateFormValues> }) {
  return (
    <Group grow align="flex-start" gap="sm">
      <TextInput
        type="date"
        label="Valid from"
        description="Optional, first day included"
        {...form.getInputProps('validFrom')}
      />
      <TextInput
        type="date"
        label="Valid until"
        description="Optional, last day included"
        {...form.getInputProps('validUntil')}
      />
    </Group>
  );
}
