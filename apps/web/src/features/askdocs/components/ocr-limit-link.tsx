import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PLAN_PAGE } from '../../../components/plan-limit-alert';

/**
 * Under a document waiting in OCR_PENDING (the organization's OCR pages ran out): where packs
 * are bought, or the plan that includes more pages.
 */
export function OcrLimitLink() {
  return (
    <Anchor component={Link} to={PLAN_PAGE} size="xs">
      See OCR packs and plans
    </Anchor>
  );
}
