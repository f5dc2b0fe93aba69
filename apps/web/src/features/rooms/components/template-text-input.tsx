import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { templatePlaceholders } from '@tabletalk/contracts';
import { useRef } from 'react';
import { ignoredBraces, wrapInBraces } from '../utils/template-draft';

interface TemplateTextInputProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** What the typed question will ask for each time, said live as the user types. */
function PlaceholderSummary({ text }: { text: string }) {
  const names = templatePlaceholders(text);
  const ignored = ignoredBraces(text);
  return (
    <Stack gap={4} aria-live="polite" data-testid="template-placeholders">
      {names.length > 0 ? (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            Filled in each time:
          </Text>
          {names.map((name) => (
            <Badge key={name} size="sm" variant="light" tt="none">
              {name}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          No placeholders: the question is asked as it is. Put a word in braces, such as{' '}
          {'{region}'}, to fill it in each time.
        </Text>
      )}
      {ignored.length > 0 ? (
        <Text size="xs" c="orange.8">
          Not placeholders (a name starts with a letter): {ignored.join(' ')}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The template's question, where `{name}` marks a placeholder; "Make placeholder" wraps the
 * selected words in braces, and the placeholders found are listed below as the user types.
 */
export function TemplateTextInput({ value, error, onChange }: TemplateTextInputProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  const handleWrap = () => {
    const element = box.current;
    if (!element) return;
    const wrapped = wrapInBraces(value, element.selectionStart, element.selectionEnd);
    onChange(wrapped.text);
    // The value is set on the next render: place the caret after it.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(wrapped.caret, wrapped.caret);
    });
  };
  return (
    <Stack gap={6}>
      <Textarea
        ref={box}
        label="Question"
        description="Type {name} around the words to fill in each time, e.g. revenue in {region} for {year}."
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1000}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <PlaceholderSummary text={value} />
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconBraces size={14} />}
          onClick={handleWrap}
          style={{ flexShrink: 0 }}
        >
          Make placeholder
        </Button>
      </Group>
    </Stack>
  );
}
