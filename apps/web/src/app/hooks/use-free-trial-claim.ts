import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { notifyError, notifySuccess } from '../../components/notify';
import { useClaimProTrial } from '../../features/billing/api/claim-pro-trial';
import { usePlans } from '../../features/billing/api/get-plans';
import {
  clearFreeTrialFlag,
  hasFreeTrialFlag,
  isQuietTrialRefusal,
  proMonthlyPlan,
  rememberFreeTrial,
  shouldClaimTrial,
} from '../../features/billing/hooks/free-trial';
import { useMe } from '../../features/users/api/get-me';
import { usersKeys } from '../../features/users/api/keys';

const storage = () => window.sessionStorage;

/** Notes a 'freetrial' address on any route, signed in or not (SPEC 2). */
export function useFreeTrialDetection(): void {
  const location = useLocation();
  useEffect(() => {
    rememberFreeTrial(`${location.pathname}${location.search}${location.hash}`, storage());
  }, [location.pathname, location.search, location.hash]);
}

/**
 * Once the user and the plans are loaded and the flag is set, claims the Pro Monthly trial,
 * says 'Successfully availed pro trial' and reloads the user (SPEC 4). Skipped once a trial was
 * claimed; the server's quiet refusals (already claimed, already Pro, no billing: 404) drop the
 * flag without a word.
 */
export function useFreeTrialClaim(): void {
  const queryClient = useQueryClient();
  const me = useMe();
  // Also checks the address itself: this runs before the root layout's detection effect.
  const [hasFlag, setHasFlag] = useState(
    () => rememberFreeTrial(window.location.href, storage()) || hasFreeTrialFlag(storage()),
  );
  const plans = usePlans({ enabled: hasFlag && me.data !== undefined });
  const claim = useClaimProTrial();
  const started = useRef(false);

  useEffect(() => {
    const done = () => {
      clearFreeTrialFlag(storage());
      setHasFlag(false);
    };
    // A trial was claimed before: the campaign link has nothing left to give.
    if (hasFlag && me.data?.subscription?.isTrailAvailed) return done();
    const conditions = {
      hasUser: !!me.data,
      hasFlag,
      plans: plans.data,
      usage: me.data?.serviceUsage,
      subscription: me.data?.subscription,
    };
    const plan = proMonthlyPlan(plans.data);
    if (started.current || !plan || !shouldClaimTrial(conditions)) return;
    started.current = true;
    claim.mutate(plan.priceId, {
      onSuccess: () => {
        done();
        notifySuccess('Successfully availed pro trial');
        void queryClient.invalidateQueries({ queryKey: usersKeys.me() });
      },
      onError: (error) => {
        done();
        if (!isQuietTrialRefusal(error)) notifyError(error);
      },
    });
  }, [me.data, hasFlag, plans.data, claim, queryClient]);
}
