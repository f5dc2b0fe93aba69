import { useEffect } from 'react';
import type { Me } from '../../features/users/api/get-me';
import { hasCode } from '../../lib/errors';
import { selectScope, useScope } from '../../lib/session';
import { switchScope } from '../session-actions';

/**
 * Keeps the stored scope in step with the server: fills in what the server chose when nothing
 * was selected, and drops a selection the user no longer belongs to (the server answers 404).
 */
export function useScopeSync(me: Me | undefined, error: Error | null): void {
  const scope = useScope();
  const hasSelection = scope.selectedOrganizationId !== null;

  useEffect(() => {
    if (!me) return;
    const isIncomplete = !scope.selectedOrganizationId || !scope.selectedTeamId;
    // Same scope the server already used: no refetch needed, only explicit headers from now on.
    if (isIncomplete && me.selectedOrganizationId) {
      selectScope(me.selectedOrganizationId, me.selectedTeamId);
    }
  }, [me, scope.selectedOrganizationId, scope.selectedTeamId]);

  useEffect(() => {
    if (hasSelection && hasCode(error, 'NOT_FOUND')) switchScope(null, null);
  }, [error, hasSelection]);
}
