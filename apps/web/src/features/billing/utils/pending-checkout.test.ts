import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/storage';
import { buildSubscription, buildUsage } from '../test-factories';
import {
  clearPendingCheckout,
  isCheckoutConfirmed,
  PENDING_CHECKOUT_KEY,
  readPendingCheckout,
  rememberCheckout,
} from './pending-checkout';

const basic = { subscription: buildSubscription(), serviceUsage: buildUsage() };
const stripePro = {
  subscription: buildSubscription({ plan: 'Pro', source: 'stripe' }),
  serviceUsage: buildUsage({ plan: 'Pro' }),
};
const withPages = (pages: number) => ({
  ...stripePro,
  serviceUsage: buildUsage({ plan: 'Pro', ocrPackPages: pages }),
});

describe('pending checkout', () => {
  it('remembers what is being bought, and reads nothing unreadable', () => {
    const storage = memoryStorage();
    expect(readPendingCheckout(storage)).toBeNull();
    rememberCheckout({ kind: 'plan', plan: 'Team' }, storage);
    expect(readPendingCheckout(storage)).toEqual({ kind: 'plan', plan: 'Team' });
    storage.setItem(PENDING_CHECKOUT_KEY, '{"kind":"plan","plan":"Gold"}');
    expect(readPendingCheckout(storage)).toBeNull();
    clearPendingCheckout(storage);
    expect(storage.size()).toBe(0);
  });

  it('confirms a plan once Stripe holds that plan, not an older one', () => {
    const pending = { kind: 'plan', plan: 'Team' } as const;
    expect(isCheckoutConfirmed({ pending, first: stripePro, latest: stripePro })).toBe(false);
    const team = {
      ...stripePro,
      subscription: buildSubscription({ plan: 'Team', source: 'stripe' }),
    };
    expect(isCheckoutConfirmed({ pending, first: stripePro, latest: team })).toBe(true);
  });

  it('confirms a pack once the units grew past those held before', () => {
    const pending = { kind: 'pack', unitsBefore: 100 } as const;
    expect(isCheckoutConfirmed({ pending, first: withPages(100), latest: withPages(100) })).toBe(
      false,
    );
    expect(isCheckoutConfirmed({ pending, first: withPages(100), latest: withPages(1100) })).toBe(
      true,
    );
    const credits = {
      ...withPages(100),
      serviceUsage: { ...buildUsage(), ocrPackPages: 100, extraCredits: 500 },
    };
    expect(isCheckoutConfirmed({ pending, first: withPages(100), latest: credits })).toBe(true);
  });

  it('without a note, takes any Stripe subscription or change in the packs', () => {
    expect(isCheckoutConfirmed({ pending: null, first: basic, latest: basic })).toBe(false);
    expect(isCheckoutConfirmed({ pending: null, first: basic, latest: stripePro })).toBe(true);
    const grown = { ...basic, serviceUsage: buildUsage({ ocrPackPages: 5 }) };
    expect(isCheckoutConfirmed({ pending: null, first: basic, latest: grown })).toBe(true);
  });
});
