// @vitest-environment jsdom
import type { MeResponse } from '@tabletalk/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSubscription, buildUsage } from '../../features/billing/test-factories';
import {
  PENDING_CHECKOUT_KEY,
  rememberCheckout,
} from '../../features/billing/utils/pending-checkout';
import { buildMe } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { SubscriptionSuccessRoute } from './subscription-success';

const me = buildMe;

/** users/me answering each read with the next state, the last one from then on. */
function serveMe(states: MeResponse[]) {
  let reads = 0;
  server.use(
    http.get('/api/users/me', () => {
      const state = states[Math.min(reads, states.length - 1)];
      reads += 1;
      return HttpResponse.json(state);
    }),
  );
  return () => reads;
}

const basic = me(buildSubscription(), buildUsage());
const team = me(
  buildSubscription({ plan: 'Team', period: 'Monthly', source: 'stripe', status: 'active' }),
  buildUsage({ plan: 'Team' }),
);

const render = (props: Parameters<typeof SubscriptionSuccessRoute>[0] = {}) =>
  renderWithProviders(<SubscriptionSuccessRoute pollMs={20} {...props} />, {
    route: '/subscription-success?session_id=cs_1',
  });

describe('SubscriptionSuccessRoute', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reads users/me again until the paid plan shows, then says so', async () => {
    rememberCheckout({ kind: 'plan', plan: 'Team' }, window.sessionStorage);
    const reads = serveMe([basic, basic, basic, team]);
    render();
    expect(await screen.findByLabelText('Confirming the payment')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Your plan is now Team' }),
    ).toBeInTheDocument();
    expect(reads()).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('link', { name: 'Go to the app' })).toHaveAttribute('href', '/');
    expect(window.sessionStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull();
    // Confirmed: no more reads (past one already under way).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const settled = reads();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads()).toBe(settled);
  });

  it('waits for the pack pages to grow when a pack was bought', async () => {
    const pro = buildSubscription({ plan: 'Pro', source: 'stripe', status: 'active' });
    rememberCheckout({ kind: 'pack', unitsBefore: 100 }, window.sessionStorage);
    serveMe([
      me(pro, buildUsage({ plan: 'Pro', ocrPackPages: 100 })),
      me(pro, buildUsage({ plan: 'Pro', ocrPackPages: 1100 })),
    ]);
    render();
    expect(
      await screen.findByRole('heading', { name: 'Your plan is now Pro' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your OCR packs now hold 1,100 pages.')).toBeInTheDocument();
  });

  it('says it takes longer than usual, then stops and offers to check again', async () => {
    rememberCheckout({ kind: 'plan', plan: 'Team' }, window.sessionStorage);
    const reads = serveMe([basic]);
    const { user } = render({ slowAfterMs: 60, maxWaitMs: 200 });
    expect(await screen.findByText(/taking longer than usual/)).toBeInTheDocument();
    expect(
      await screen.findByText('The payment is not confirmed yet', {}, { timeout: 2_000 }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stoppedAt = reads();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(reads()).toBe(stoppedAt);

    serveMe([team]);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your plan is now Team' }),
    ).toBeInTheDocument();
  });
});
