import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { billingKeys } from '../../features/billing/api/keys';
import {
  type CheckoutPhase,
  CheckoutStatus,
} from '../../features/billing/components/checkout-status';
import {
  clearPendingCheckout,
  isCheckoutConfirmed,
  readPendingCheckout,
} from '../../features/billing/utils/pending-checkout';
import { type Me, useMe } from '../../features/users/api/get-me';

interface SubscriptionSuccessRouteProps {
  /** How often users/me is read while waiting. */
  pollMs?: number;
  /** When to say it takes longer than usual. */
  slowAfterMs?: number;
  /** When to stop reading and say what to do. */
  maxWaitMs?: number;
}

/**
 * /subscription-success: where Stripe Checkout returns (`?session_id=`). The webhook, not this
 * page, changes the plan: users/me is read every 2 s, for up to a minute, until it shows the
 * plan or the packs bought.
 */
export function SubscriptionSuccessRoute({
  pollMs = 2_000,
  slowAfterMs = 15_000,
  maxWaitMs = 60_000,
}: SubscriptionSuccessRouteProps) {
  const queryClient = useQueryClient();
  const [pending] = useState(() => readPendingCheckout(window.sessionStorage));
  const [phase, setPhase] = useState<CheckoutPhase>('waiting');
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [first, setFirst] = useState<Me | null>(null);
  const isPolling = phase === 'waiting' || phase === 'slow';
  const me = useMe({ refetchInterval: isPolling ? pollMs : false });

  useEffect(() => {
    if (me.data && !first) setFirst(me.data);
  }, [me.data, first]);

  const isConfirmed =
    me.data !== undefined &&
    isCheckoutConfirmed({ pending, first: first ?? me.data, latest: me.data });

  useEffect(() => {
    if (!isConfirmed) return;
    setPhase('confirmed');
    clearPendingCheckout(window.sessionStorage);
    // The payment is in the history now.
    void queryClient.invalidateQueries({ queryKey: billingKeys.transactions() });
  }, [isConfirmed, queryClient]);

  useEffect(() => {
    const elapsed = Date.now() - startedAt;
    const slow = setTimeout(
      () => setPhase((p) => (p === 'waiting' ? 'slow' : p)),
      slowAfterMs - elapsed,
    );
    const stop = setTimeout(
      () => setPhase((p) => (p === 'confirmed' ? p : 'timeout')),
      maxWaitMs - elapsed,
    );
    return () => {
      clearTimeout(slow);
      clearTimeout(stop);
    };
  }, [startedAt, slowAfterMs, maxWaitMs]);

  const handleCheckAgain = () => {
    setPhase('waiting');
    setStartedAt(Date.now());
    void me.refetch();
  };

  const usage = me.data?.serviceUsage ?? null;
  return (
    <CheckoutStatus
      phase={phase}
      plan={me.data?.subscription?.plan ?? usage?.plan ?? null}
      ocrPackPages={pending?.kind === 'pack' && usage ? usage.ocrPackPages : null}
      onCheckAgain={handleCheckAgain}
    />
  );
}
