import { Anchor, Stack, Text } from '@mantine/core';
import { navigateTo } from '../lib/navigation';
import { PLAN_PAGE } from './plan-limit-alert';

/**
 * A plan limit in a toast: the server's words and the way to the plans. Toasts live outside the
 * router, so the link goes through the app's navigator (no page reload).
 */
export function PlanLimitToastMessage({ message }: { message: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      <Anchor
        href={PLAN_PAGE}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          navigateTo(PLAN_PAGE);
        }}
      >
        See your plan and usage
      </Anchor>
    </Stack>
  );
}
