import { authorize } from '../../plugins/request-context';
import type { OrgScope } from '../orgs';

/** Looking a member up by email is for people who can see the organization's members. */
export function authorizeMemberLookup(scope: OrgScope): void {
  authorize(scope, 'team.view_members');
}
