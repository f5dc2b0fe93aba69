import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The plans, the organization's usage and how to change plan (Settings › Plan and usage). */
export const PLAN_PAGE = '/settings/plan';

interface PlanLimitAlertProps {
  message: string;
  /** Where to go about it (a link to the plan and usage), shown under the hint. */
  action?: ReactNode;
}

/** A plan limit, in the server's words (which limit, which plan lifts it), with the way out. */
export function PlanLimitAlert({ message, action }: PlanLimitAlertProps) {
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
        <Badge
          component={Link}
          to={PLAN_PAGE}
          color="yellow"
          variant="filled"
          style={{ cursor: 'pointer' }}
          data-testid="upgrade-badge"
        >
          Upgrade
        </Badge>
        <Text size="sm">
          Upgrade your organization's plan to lift this limit, or ask its owner to.
        </Text>
      </Group>
      {action}
    </Alert>
  );
}
