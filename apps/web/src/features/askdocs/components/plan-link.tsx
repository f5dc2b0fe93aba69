import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PLAN_PAGE } from '../../../components/plan-limit-alert';

/** Where the plan's number of projects is seen and lifted: the plans and usage in settings. */
export function PlanLink() {
  return (
    <Anchor component={Link} to={PLAN_PAGE} size="sm" mt="xs" display="inline-block">
      See your plan and usage
    </Anchor>
  );
}
