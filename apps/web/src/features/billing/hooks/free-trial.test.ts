import { AppError, type Plan } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/storage';
import { buildSubscription } from '../test-factories';
import {
  hasFreeTrialFlag,
  isQuietTrialRefusal,
  rememberFreeTrial,
  shouldClaimTrial,
} from './free-trial';

const plan = (title: Plan['title'], type: Plan['type']): Plan => ({
  _id: `${title}-${type}`,
  title,
  type,
  priceId: `price_${title}_${type}`,
  price: 10,
  currency: 'usd',
  features: [],
});
const plans = [plan('Basic', 'Monthly'), plan('Pro', 'Yearly'), plan('Pro', 'Monthly')];

describe('free trial', () => {
  it("remembers addresses containing 'freetrial'", () => {
    const storage = memoryStorage();
    expect(rememberFreeTrial('https://app.example/signup', storage)).toBe(false);
    expect(hasFreeTrialFlag(storage)).toBe(false);
    expect(rememberFreeTrial('https://app.example/signup?utm=freetrial', storage)).toBe(true);
    expect(hasFreeTrialFlag(storage)).toBe(true);
  });

  it('claims only with user, flag and a Pro Monthly plan, and not during a trial', () => {
    const base = { hasUser: true, hasFlag: true, plans, usage: null };
    expect(shouldClaimTrial(base)).toBe(true);
    expect(shouldClaimTrial({ ...base, hasUser: false })).toBe(false);
    expect(shouldClaimTrial({ ...base, hasFlag: false })).toBe(false);
    expect(shouldClaimTrial({ ...base, plans: undefined })).toBe(false);
    expect(shouldClaimTrial({ ...base, plans: [plan('Pro', 'Yearly')] })).toBe(false);
  });

  it('does not claim once a trial was claimed or while one runs', () => {
    const base = { hasUser: true, hasFlag: true, plans, usage: null };
    expect(shouldClaimTrial({ ...base, subscription: buildSubscription() })).toBe(true);
    expect(
      shouldClaimTrial({ ...base, subscription: buildSubscription({ isTrailAvailed: true }) }),
    ).toBe(false);
    expect(shouldClaimTrial({ ...base, subscription: buildSubscription({ isTrail: true }) })).toBe(
      false,
    );
  });

  it('takes the refusals of a trial that cannot be had as quiet ones', () => {
    expect(isQuietTrialRefusal(new AppError('TRIAL_ALREADY_AVAILED'))).toBe(true);
    expect(isQuietTrialRefusal(new AppError('TRIAL_NOT_AVAILABLE'))).toBe(true);
    expect(isQuietTrialRefusal(new AppError('NOT_FOUND'))).toBe(true);
    expect(isQuietTrialRefusal(new AppError('BILLING_FAILED'))).toBe(false);
    expect(isQuietTrialRefusal(new Error('offline'))).toBe(false);
  });
});
