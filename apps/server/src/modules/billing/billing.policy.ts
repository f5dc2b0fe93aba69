import type { OrgScope } from '../../core/identity';
import { authorize } from '../../core/identity';

/**
 * Only who may change the plan and pay sees or changes billing: the owner (`billing.manage`).
 * Every member may ask for a plan (`contact-us/subscription-create`), which goes to the owners.
 * @throws AppError FORBIDDEN.
 */
export function authorizeBilling(scope: Pick<OrgScope, 'permissions'>): void {
  authorize(scope, 'billing.manage');
}
