import { describe, expect, it } from 'vitest';
import { buildPlan, buildSubscription } from '../test-factories';
import { isCurrentPlan, planAction } from './plan-action';

const proMonthly = buildPlan({ title: 'Pro', type: 'Monthly' });
const proYearly = buildPlan({ title: 'Pro', type: 'Yearly', price: 290 });
const team = buildPlan({ title: 'Team', price: 99 });
const basic = buildPlan({ title: 'Basic', price: 0 });

describe('planAction', () => {
  it('with Stripe: Upgrade above, Switch below, the other period of the same plan', () => {
    const onPro = buildSubscription({ plan: 'Pro', period: 'Monthly', source: 'stripe' });
    expect(planAction({ plan: team, current: onPro, billing: 'stripe' })).toEqual({
      kind: 'checkout',
      label: 'Upgrade',
    });
    expect(planAction({ plan: proMonthly, current: onPro, billing: 'stripe' })).toEqual({
      kind: 'current',
    });
    expect(planAction({ plan: proYearly, current: onPro, billing: 'stripe' })).toEqual({
      kind: 'checkout',
      label: 'Switch to yearly',
    });
    const onTeam = buildSubscription({ plan: 'Team', period: 'Monthly', source: 'stripe' });
    expect(planAction({ plan: proMonthly, current: onTeam, billing: 'stripe' })).toEqual({
      kind: 'checkout',
      label: 'Switch',
    });
    expect(planAction({ plan: basic, current: onTeam, billing: 'stripe' })).toEqual({
      kind: 'none',
    });
  });

  it("offers to pay for the trial's plan", () => {
    const onTrial = buildSubscription({ plan: 'Pro', source: 'trial', isTrail: true });
    expect(isCurrentPlan(proMonthly, onTrial)).toBe(true);
    expect(planAction({ plan: proMonthly, current: onTrial, billing: 'stripe' })).toEqual({
      kind: 'checkout',
      label: 'Subscribe',
    });
  });

  it('without payments: Team by request, other plans by the administrator', () => {
    const onBasic = buildSubscription();
    expect(planAction({ plan: team, current: onBasic, billing: 'none' })).toEqual({
      kind: 'request',
    });
    expect(planAction({ plan: proMonthly, current: onBasic, billing: 'none' })).toEqual({
      kind: 'administrator',
    });
    expect(planAction({ plan: basic, current: onBasic, billing: 'none' })).toEqual({
      kind: 'current',
    });
  });
});
