import { planNames } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { publicPlanOffers } from './plan-offers';
import { findPlan, getPlan, listPlans, planOf, priceIdOf } from './plans';

describe('plan catalogue', () => {
  it('defines every plan name of the spec', () => {
    expect(
      listPlans()
        .map((p) => p.name)
        .sort(),
    ).toEqual([...planNames].sort());
  });

  it('holds the limits of SPEC 9', () => {
    const basic = getPlan('Basic').limits;
    expect(basic).toMatchObject({
      maxFileColumns: 15,
      maxFileRows: 1_000,
      maxExcelSheets: 1,
      databaseConnections: false,
      emailSupport: false,
    });
    for (const name of ['Pro', 'Team', 'Business']) {
      expect(getPlan(name).limits).toMatchObject({ maxFileColumns: 50, maxFileRows: 100_000 });
      expect(getPlan(name).limits.maxExcelSheets).toBe(5);
    }
    expect(getPlan('Team').limits.extraCredits).toBe(true);
  });

  it('includes a few OCR pages a month on Basic, more on paid plans, none on Starter', () => {
    const ocr = listPlans().map((plan) => [plan.name, plan.limits.monthlyOcrPages]);
    expect(ocr).toEqual([
      ['Starter', 0],
      ['Basic', 10],
      ['Core', 50],
      ['Pro', 200],
      ['Flex', 500],
      ['Team', 1_000],
      ['Business', 1_000],
      ['Enterprise', null],
    ]);
  });

  it('finds plans case-insensitively and refuses unknown names', () => {
    expect(findPlan('pro')?.name).toBe('Pro');
    expect(findPlan('Gold')).toBeNull();
    expect(() => getPlan('Gold')).toThrow(/Unknown plan/);
    expect(planOf({ plan: 'Gold', trialEndsAt: null }).name).toBe('Basic');
  });

  it('names prices like price_pro_monthly', () => {
    expect(priceIdOf('Pro', 'Monthly')).toBe('price_pro_monthly');
  });

  it('offers Basic, Pro and Team, monthly and yearly', () => {
    const offers = publicPlanOffers();
    expect(offers.map((o) => `${o.title}/${o.type}`)).toEqual([
      'Basic/Monthly',
      'Basic/Yearly',
      'Pro/Monthly',
      'Pro/Yearly',
      'Team/Monthly',
      'Team/Yearly',
    ]);
    const proMonthly = offers.find((o) => o.priceId === 'price_pro_monthly');
    expect(proMonthly).toMatchObject({ price: 29, currency: 'USD' });
    expect(proMonthly?.features).toContain('Email support');
  });
});
