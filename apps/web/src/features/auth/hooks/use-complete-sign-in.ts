import type { AuthSession } from '@tabletalk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { applyAuthSession } from '../../../lib/session';
import { afterSignInPath } from './return-path';

/** Stores a fresh session and leaves the auth screens for home or the pending invitation. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (session: AuthSession) => {
      // Anything cached belonged to nobody or to a previous user.
      queryClient.clear();
      applyAuthSession(session);
      navigate(afterSignInPath(params), { replace: true });
    },
    [queryClient, navigate, params],
  );
}
