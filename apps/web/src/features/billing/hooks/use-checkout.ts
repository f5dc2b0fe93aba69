import type { CheckoutRequest } from '@tabletalk/contracts';
import { useState } from 'react';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { browserWindow } from '../utils/browser-window';
import { type PendingCheckout, rememberCheckout } from '../utils/pending-checkout';

/**
 * Opens Stripe Checkout: asks the server for the session, notes what is being bought (for the
 * success page) and sends the browser there. `priceId` tells which button is busy.
 */
export function useCheckout() {
  const session = useCreateCheckoutSession();
  // Stays set while the browser leaves: the button keeps spinning instead of inviting a 2nd click.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  const start = (request: CheckoutRequest, pending: PendingCheckout) => {
    session.mutate(request, {
      onSuccess: ({ url }) => {
        setLeavingFor(request.priceId);
        rememberCheckout(pending, window.sessionStorage);
        browserWindow.leaveFor(url);
      },
    });
  };
  const busyPriceId = session.isPending ? (session.variables?.priceId ?? null) : leavingFor;
  return { start, busyPriceId };
}
