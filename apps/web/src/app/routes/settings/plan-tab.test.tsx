// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  buildPlans,
  buildSubscription,
  buildUsage,
} from '../../../features/billing/test-factories';
import { buildMe } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { PlanTab } from './plan-tab';

describe('PlanTab', () => {
  it("shows an owner's trial, usage, plans, packs and payments", async () => {
    const trial = buildSubscription({
      plan: 'Pro',
      source: 'trial',
      status: 'trialing',
      isTrail: true,
      isTrailAvailed: true,
      trialEndsAt: '2099-01-10T00:00:00.000Z',
    });
    server.use(
      http.get('/api/users/me', () =>
        HttpResponse.json(buildMe(trial, buildUsage({ plan: 'Pro', isTrial: true }))),
      ),
      http.get('/api/v2/subscription/all', () => HttpResponse.json({ data: buildCatalogue() })),
      http.get('/api/subscription/getTransactionHistory', () => HttpResponse.json({ data: [] })),
    );
    renderWithProviders(<PlanTab />, { route: '/settings/plan' });
    expect(await screen.findByTestId('subscription')).toHaveTextContent(
      'Pro trial until Jan 10, 2099',
    );
    expect(screen.getByLabelText('Plan and usage')).toHaveTextContent('0 / 3');
    const pro = await screen.findByRole('article', { name: 'Pro plan' });
    expect(within(pro).getByText('Current plan')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Subscribe (Pro, monthly)' })).toBeEnabled();
    expect(screen.queryByTestId('trial-offer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-change-help')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy OCR pack' })).toBeEnabled();
    expect(await screen.findByTestId('invoices-empty')).toHaveTextContent('No payments yet');
  });

  it('falls back to the plans and the administrator on a server without billing routes', async () => {
    server.use(
      http.get('/api/users/me', () => {
        const me = buildMe(null, buildUsage());
        return HttpResponse.json({ data: { ...me.data, permissions: ['billing.manage'] } });
      }),
      http.get('/api/v2/subscription/all', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found.' }, { status: 404 }),
      ),
      http.get('/api/notification/getPlans', () => HttpResponse.json({ data: buildPlans() })),
    );
    renderWithProviders(<PlanTab />, { route: '/settings/plan' });
    expect(await screen.findAllByTestId('plan-offer')).toHaveLength(3);
    const basic = screen.getByRole('article', { name: 'Basic plan' });
    expect(within(basic).getByText('Current plan')).toBeInTheDocument();
    expect(screen.getByTestId('plan-change-help')).toHaveTextContent(/set-plan \S+ Pro/);
    // The owner (billing.manage) may ask for Team; no one is told to ask an owner.
    expect(screen.getByRole('button', { name: 'Request the Team plan' })).toBeEnabled();
    expect(screen.queryByTestId('owner-only')).not.toBeInTheDocument();
    expect(screen.getByTestId('packs')).toHaveTextContent('granted by its administrator');
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
  });
});
