import { authorize, type OrgScope } from '../../core/identity';

/** Looking a member up by email is for people who can see the organization's members. */
export function authorizeMemberLookup(scope: OrgScope): void {
  authorize(scope, 'team.view_members');
}
