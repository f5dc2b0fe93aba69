// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import type { SubscriptionCatalogue, UserSubscription } from '@tabletalk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildCatalogue, buildSubscription, buildUsage } from '../test-factories';
import { browserWindow } from '../utils/browser-window';
import { PENDING_CHECKOUT_KEY } from '../utils/pending-checkout';
import { PlansSection } from './plans-section';

function renderPlans({
  catalogue = buildCatalogue(),
  subscription = buildSubscription(),
  onPlanChanged = () => {},
}: {
  catalogue?: SubscriptionCatalogue;
  subscription?: UserSubscription | null;
  onPlanChanged?: () => void;
} = {}) {
  return renderWithProviders(
    <>
      <Notifications />
      <PlansSection
        catalogue={catalogue}
        subscription={subscription}
        usage={buildUsage({ plan: subscription?.plan ?? 'Basic' })}
        organizationId="org1"
        canManage={subscription?.canManageBilling ?? false}
        onPlanChanged={onPlanChanged}
      />
    </>,
  );
}

const card = (name: string) => screen.getByRole('article', { name: `${name} plan` });

describe('PlansSection', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('switches between monthly and yearly prices and marks the current plan', async () => {
    const { user } = renderPlans({
      subscription: buildSubscription({ plan: 'Pro', period: 'Monthly', source: 'stripe' }),
    });
    expect(screen.getAllByTestId('plan-offer')).toHaveLength(3);
    expect(card('Pro')).toHaveTextContent('$29 / month');
    expect(card('Team')).toHaveTextContent('$99 / month');
    expect(card('Basic')).toHaveTextContent('Free');
    expect(within(card('Pro')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Team')).queryByText('Current plan')).not.toBeInTheDocument();
    expect(
      within(card('Team')).getByRole('button', { name: 'Upgrade (Team, monthly)' }),
    ).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(card('Pro')).toHaveTextContent('$290 / year');
    expect(card('Pro')).toHaveTextContent('Pro yearly');
    // Monthly Pro is paid for: yearly Pro is another subscription, not the current one.
    expect(within(card('Pro')).queryByText('Current plan')).not.toBeInTheDocument();
    expect(
      within(card('Pro')).getByRole('button', { name: 'Switch to yearly (Pro, yearly)' }),
    ).toBeInTheDocument();
    expect(within(card('Basic')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens Stripe Checkout for the plan chosen and notes what is being bought', async () => {
    const leaveFor = vi.spyOn(browserWindow, 'leaveFor').mockImplementation(() => {});
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v2/subscription/create-checkout-session', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          data: { url: 'https://checkout.stripe.test/c/cs_1', sessionId: 'cs_1' },
        });
      }),
    );
    const { user } = renderPlans();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade (Team, yearly)' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'),
    );
    expect(bodies).toEqual([{ priceId: 'price_Team_Yearly' }]);
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_CHECKOUT_KEY) ?? 'null')).toEqual({
      kind: 'plan',
      plan: 'Team',
    });
  });

  it('without payments, asks for Team with the request form and keeps the admin help', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/contact-us/subscription-create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Request sent' });
      }),
    );
    const { user } = renderPlans({ catalogue: buildCatalogue({ billing: 'none', packs: [] }) });
    expect(screen.getByTestId('plan-change-help')).toHaveTextContent('set-plan org1 Pro');
    expect(card('Pro')).toHaveTextContent("Assigned by this server's administrator");
    expect(within(card('Pro')).queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();

    await user.click(within(card('Team')).getByRole('button', { name: 'Request the Team plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a plan' });
    expect(within(dialog).getByRole('radio', { name: 'Team' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Seats' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), ' +1 555 0100 ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Two teams');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thanks — we will get back to you')).toBeInTheDocument();
    expect(bodies).toEqual([
      { kind: 'SUBSCRIPTION_TEAM', message: 'Two teams', seats: 12, phone: '+1 555 0100' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed when the request is refused', async () => {
    server.use(
      http.post('/api/contact-us/subscription-create', () =>
        HttpResponse.json(
          { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderPlans({ catalogue: buildCatalogue({ billing: 'none', packs: [] }) });
    await user.click(within(card('Enterprise')).getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a plan' });
    expect(within(dialog).getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'SSO please');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('SSO please');
  });

  it('tells members to ask an owner, with every button disabled', () => {
    renderPlans({ subscription: buildSubscription({ canManageBilling: false }) });
    expect(screen.getByTestId('owner-only')).toHaveTextContent(
      'Ask an owner of your organization to change the plan',
    );
    expect(screen.getByRole('button', { name: 'Upgrade (Pro, monthly)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start 14-day Pro trial' })).toBeDisabled();
  });

  it('starts the Pro trial with the Pro Monthly price, once', async () => {
    const bodies: unknown[] = [];
    const onPlanChanged = vi.fn();
    server.use(
      http.post('/api/subscription/pro-trial', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderPlans({ onPlanChanged });
    await user.click(screen.getByRole('button', { name: 'Start 14-day Pro trial' }));
    expect(await screen.findByText('Successfully availed pro trial')).toBeInTheDocument();
    expect(bodies).toEqual([{ priceId: 'price_Pro_Monthly' }]);
    expect(onPlanChanged).toHaveBeenCalledOnce();
  });

  it('offers no trial once one was claimed, nor on Pro', () => {
    const first = renderPlans({ subscription: buildSubscription({ isTrailAvailed: true }) });
    expect(screen.queryByTestId('trial-offer')).not.toBeInTheDocument();
    first.unmount();
    renderPlans({ subscription: buildSubscription({ plan: 'Pro', source: 'stripe' }) });
    expect(screen.queryByTestId('trial-offer')).not.toBeInTheDocument();
  });
});
