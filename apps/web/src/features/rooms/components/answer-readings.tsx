import { Button, Group, Stack, Text } from '@mantine/core';
import type { Reading } from '@tabletalk/contracts';

interface AnswerReadingsProps {
  readings: Reading[];
  /** False when the room takes no questions; not tied to a question running (see `isOpen`). */
  canPick: boolean;
  onPick: (reading: Reading) => void;
}

/** The engine was unsure: its other readings, each a button that asks it that way. */
export function AnswerReadings({ readings, canPick, onPick }: AnswerReadingsProps) {
  if (readings.length === 0) return null;
  return (
    <Stack gap={4} data-testid="answer-readings">
      <Text size="sm" fw={500}>
        Not sure what you meant. Did you mean:
      </Text>
      <Group gap="xs">
        {readings.map((reading) => (
          <Button
            key={reading.text}
            size="xs"
            variant="light"
            color="yellow"
            // A long reading wraps on a phone rather than running off the screen.
            h="auto"
            py={4}
            maw="100%"
            styles={{
              label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' },
            }}
            disabled={!canPick}
            onClick={() => onPick(reading)}
          >
            {reading.text}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
