// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildSubscription } from '../test-factories';
import { browserWindow } from '../utils/browser-window';
import { SubscriptionCard } from './subscription-card';

const paid = buildSubscription({
  plan: 'Pro',
  period: 'Monthly',
  status: 'active',
  source: 'stripe',
  currentPeriodEnd: '2026-04-05T10:00:00.000Z',
});

describe('SubscriptionCard', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('says where an unpaid plan comes from, and offers no billing actions', () => {
    renderWithProviders(
      <SubscriptionCard subscription={buildSubscription()} billing="none" onChanged={() => {}} />,
    );
    expect(screen.getByTestId('subscription')).toHaveTextContent(
      'The Basic plan, set for this organization on this server.',
    );
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('opens the customer portal for the owner of a paid subscription', async () => {
    const leaveFor = vi.spyOn(browserWindow, 'leaveFor').mockImplementation(() => {});
    server.use(
      http.post('/api/v2/subscription/create-customer-portal', () =>
        HttpResponse.json({ data: { url: 'https://billing.stripe.test/p/session_1' } }),
      ),
    );
    const { user } = renderWithProviders(
      <SubscriptionCard subscription={paid} billing="stripe" onChanged={() => {}} />,
    );
    expect(screen.getByTestId('subscription')).toHaveTextContent('Renews on Apr 5, 2026');
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.test/p/session_1'),
    );
  });

  it('turns auto-renew off after confirming, and says when the plan ends', async () => {
    let calls = 0;
    const onChanged = vi.fn();
    server.use(
      http.post('/api/v2/subscription/cancel-auto-renew-subscription', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Auto-renew is off' });
      }),
    );
    const { user } = renderWithProviders(
      <>
        <Notifications />
        <SubscriptionCard subscription={paid} billing="stripe" onChanged={onChanged} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel auto-renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel auto-renew?' });
    expect(dialog).toHaveTextContent('Your Pro plan stays until Apr 5, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Keep auto-renew' }));
    expect(calls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel auto-renew' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel auto-renew?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel auto-renew' }));
    expect(await screen.findByText('Auto-renew is off')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('shows the end date and no billing buttons once auto-renew is off, or to members', () => {
    const first = renderWithProviders(
      <SubscriptionCard
        subscription={{ ...paid, cancelAtPeriodEnd: true }}
        billing="stripe"
        onChanged={() => {}}
      />,
    );
    expect(screen.getByTestId('subscription')).toHaveTextContent('Ends on Apr 5, 2026');
    expect(screen.queryByRole('button', { name: 'Cancel auto-renew' })).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(
      <SubscriptionCard
        subscription={{ ...paid, canManageBilling: false }}
        billing="stripe"
        onChanged={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });
});
