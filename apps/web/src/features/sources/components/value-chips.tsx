import { Badge, Group, Text } from '@mantine/core';

const SHOWN = 6;

/** The most frequent values of a category column, with counts. */
export function ValueChips({ values }: { values: { value: string; count: number }[] }) {
  if (values.length === 0) return null;
  const more = values.length - SHOWN;
  return (
    <Group gap={4}>
      {values.slice(0, SHOWN).map((item) => (
        <Badge
          key={item.value}
          variant="outline"
          color="gray"
          tt="none"
          title={`${item.count} rows`}
        >
          {item.value || '(empty)'} · {item.count.toLocaleString('en-US')}
        </Badge>
      ))}
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          +{more} more
        </Text>
      ) : null}
    </Group>
  );
}
