import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

/** A plan limit, in the server's words (which limit, which plan lifts it), with the way out. */
export function PlanLimitAlert({ message }: { message: string }) {
  return (
    <Alert
      color="yellow"
      icon={<IconSparkles size={18} />}
      title="Your plan does not allow this"
      role="alert"
      data-testid="plan-limit"
    >
      <Text size="sm">{message}</Text>
      <Group gap="xs" mt="xs">
        <Badge color="yellow" variant="filled">
          Upgrade
        </Badge>
        <Text size="sm">
          Upgrade your organization's plan to lift this limit, or ask its owner to.
        </Text>
      </Group>
    </Alert>
  );
}
