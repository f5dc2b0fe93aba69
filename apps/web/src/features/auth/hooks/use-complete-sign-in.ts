import type { AuthSession } from '@tabletalk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyAuthSession, selectScope } from '../../../lib/session';
import { clearAuthErrorToasts } from './clear-auth-error-toasts';
import { afterSignInPath, markInviteAccepted } from './return-path';

/**
 * Stores a fresh session and leaves the auth screens: into the organization an invitation just
 * joined (the sign-in accepted it), else home or the pending invitation. Errors the auth screens
 * showed on the way no longer apply.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (session: AuthSession) => {
      // Anything cached belonged to nobody or to a previous user.
      queryClient.clear();
      clearAuthErrorToasts();
      const { joined } = session.data;
      if (joined) {
        markInviteAccepted(params.get('invite'));
        selectScope(joined.organizationId, joined.teamId);
      }
      applyAuthSession(session);
      navigate(afterSignInPath(params), { replace: true });
    },
    [queryClient, navigate, params],
  );
}
