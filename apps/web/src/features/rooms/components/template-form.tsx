import { Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { Template } from '@tabletalk/contracts';
import { useState } from 'react';
import { fillPreview, missingPlaceholders, templateValues } from '../utils/template-fill';

interface TemplateFormProps {
  template: Template;
  disabled: boolean;
  onAsk: (values: Record<string, string>, text: string) => void;
  onCancel: () => void;
}

/** The chosen template's placeholders as inputs, with the question they make. */
export function TemplateForm({ template, disabled, onAsk, onCancel }: TemplateFormProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const missing = missingPlaceholders(template.placeholders, values);
  const preview = fillPreview(template.text, values);
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (missing.length > 0 || disabled) return;
    onAsk(templateValues(template.placeholders, values), preview);
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="template-form">
      <form onSubmit={handleSubmit} aria-label={`Template ${template.title}`}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {template.title}
            </Text>
            <CloseButton size="sm" aria-label="Close template" onClick={onCancel} />
          </Group>
          <Group gap="xs" align="flex-end">
            {template.placeholders.map((name, index) => (
              <TextInput
                key={name}
                label={name}
                size="xs"
                maxLength={200}
                data-autofocus={index === 0 ? true : undefined}
                value={values[name] ?? ''}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setValues((current) => ({ ...current, [name]: value }));
                }}
              />
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {preview}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" size="xs" disabled={missing.length > 0 || disabled}>
              Ask with template
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
