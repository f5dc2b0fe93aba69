import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Where a plan limit is seen and lifted: the plan and usage on the home page. */
export function PlanLink() {
  return (
    <Anchor component={Link} to="/" size="sm" mt="xs" display="inline-block">
      See your plan and usage
    </Anchor>
  );
}
