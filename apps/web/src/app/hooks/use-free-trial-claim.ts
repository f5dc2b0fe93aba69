import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { notifyError, notifySuccess } from '../../components/notify';
import { useClaimProTrial } from '../../features/billing/api/claim-pro-trial';
import { usePlans } from '../../features/billing/api/get-plans';
import {
  clearFreeTrialFlag,
  hasFreeTrialFlag,
  proMonthlyPlan,
  rememberFreeTrial,
  shouldClaimTrial,
} from '../../features/billing/hooks/free-trial';
import { useMe } from '../../features/users/api/get-me';
import { usersKeys } from '../../features/users/api/keys';
import { hasCode } from '../../lib/errors';

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
 * says 'Successfully availed pro trial' and reloads the user (SPEC 4). Until billing exists the
 * server answers 404: the flag is then dropped silently.
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
    const conditions = {
      hasUser: !!me.data,
      hasFlag,
      plans: plans.data,
      usage: me.data?.serviceUsage,
    };
    const plan = proMonthlyPlan(plans.data);
    if (started.current || !plan || !shouldClaimTrial(conditions)) return;
    started.current = true;
    const done = () => {
      clearFreeTrialFlag(storage());
      setHasFlag(false);
    };
    claim.mutate(plan.priceId, {
      onSuccess: () => {
        done();
        notifySuccess('Successfully availed pro trial');
        void queryClient.invalidateQueries({ queryKey: usersKeys.me() });
      },
      onError: (error) => {
        done();
        if (!hasCode(error, 'NOT_FOUND')) notifyError(error);
      },
    });
  }, [me.data, hasFlag, plans.data, claim, queryClient]);
}
