import { Progress, Stack, Text } from '@mantine/core';
import { passwordStrength } from '../../../lib/validation';

/** Length-based hint: at least 8 characters, 15 or more recommended. */
export function PasswordStrength({ value }: { value: string }) {
  const strength = passwordStrength(value);
  return (
    <Stack gap={4}>
      <Progress
        value={strength.score}
        color={strength.color}
        size="sm"
        aria-label="Password strength"
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {value ? `${strength.label}. ` : ''}Use at least 8 characters; 15 or more is recommended.
      </Text>
    </Stack>
  );
}
