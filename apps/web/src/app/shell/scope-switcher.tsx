import { OrgSwitcher } from '../../features/orgs/components/org-switcher';
import type { Me } from '../../features/users/api/get-me';
import { useScope } from '../../lib/session';
import { switchScope } from '../session-actions';

/** The organization switcher on the session's scope, in the header or the phone drawer. */
export function ScopeSwitcher({ me, isFullWidth }: { me: Me | undefined; isFullWidth?: boolean }) {
  const scope = useScope();
  return (
    <OrgSwitcher
      organizations={me?.organizations ?? []}
      organizationId={scope.selectedOrganizationId ?? me?.selectedOrganizationId ?? null}
      teamId={scope.selectedTeamId ?? me?.selectedTeamId ?? null}
      onSelect={switchScope}
      isFullWidth={isFullWidth}
    />
  );
}
