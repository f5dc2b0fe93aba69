// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { buildSubscription } from '../test-factories';
import { trialDaysLeft, trialText } from '../utils/trial-days';
import { TrialBanner } from './trial-banner';

const now = new Date('2026-03-01T12:00:00.000Z');

describe('TrialBanner', () => {
  it('says how many days of the Pro trial are left, with a link to the plans', () => {
    const subscription = buildSubscription({
      plan: 'Pro',
      source: 'trial',
      status: 'trialing',
      isTrail: true,
      isTrailAvailed: true,
      trialEndsAt: '2026-03-04T09:00:00.000Z',
    });
    renderWithProviders(
      <TrialBanner subscription={subscription} plansLink="/settings/plan" now={now} />,
    );
    const banner = screen.getByTestId('trial-banner');
    expect(banner).toHaveTextContent('Pro trial — 3 days left');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/settings/plan',
    );
  });

  it('shows nothing outside a trial', () => {
    renderWithProviders(<TrialBanner subscription={buildSubscription()} now={now} />);
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });

  it('rounds part days up and stops at the end', () => {
    expect(trialDaysLeft('2026-03-02T11:00:00.000Z', now)).toBe(1);
    expect(trialDaysLeft('2026-03-15T12:00:00.000Z', now)).toBe(14);
    expect(trialDaysLeft('2026-02-27T12:00:00.000Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
    expect(trialText(1)).toBe('Pro trial — 1 day left');
    expect(trialText(0)).toBe('Pro trial — ends today');
  });
});
