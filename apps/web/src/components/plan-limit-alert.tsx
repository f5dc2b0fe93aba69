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

/**
 * A plan limit, in the server's words: which limit, which plan lifts it, and (by the reader's
 * role) whether to upgrade or to ask an owner.
 */
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
        {/* The message above already says it for this reader: the plan to buy for an owner,
            the owner to ask for everyone else. */}
        <Text size="sm">A higher plan lifts this limit.</Text>
      </Group>
      {action}
    </Alert>
  );
}
