import type { AuthSession } from '@tabletalk/contracts';
import { useEffect, useRef, useState } from 'react';
import { getSignupStatus } from '../api/get-signup-status';
import { pollSignupStatus } from './poll-signup-status';

export type PollState = 'idle' | 'polling' | 'confirmed' | 'expired';

interface Handlers {
  onConfirmed: (session: AuthSession | null) => void;
}

/**
 * Polls signup-status while the screen has a signupId; `active: false` stops it early. The
 * invitation the sign-up came with is accepted when the poll signs the user in.
 */
export function useSignupStatusPoll(
  signupId: string | null,
  active: boolean,
  handlers: Handlers,
  inviteToken?: string,
) {
  const [state, setState] = useState<PollState>(signupId ? 'polling' : 'idle');
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!signupId || !active) return;
    const controller = new AbortController();
    setState('polling');
    void pollSignupStatus({
      check: () => getSignupStatus(signupId, inviteToken),
      signal: controller.signal,
    }).then((outcome) => {
      if (outcome.kind === 'cancelled') return;
      setState(outcome.kind);
      if (outcome.kind === 'confirmed') handlersRef.current.onConfirmed(outcome.session);
    });
    return () => controller.abort();
  }, [signupId, active, inviteToken]);

  return state;
}
