import { AppError } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { assertEmailSupport } from './assert-email-support';
import { assertFileWithinLimits } from './assert-file-within-limits';

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('assertFileWithinLimits', () => {
  const basic = { plan: 'Basic', trialEndsAt: null };

  it('accepts a file at the limits', () => {
    expect(() => assertFileWithinLimits(basic, { rows: 1_000, columns: 15 })).not.toThrow();
    expect(() =>
      assertFileWithinLimits(
        { plan: 'Pro', trialEndsAt: null },
        { rows: 100_000, columns: 50, sheets: 5 },
      ),
    ).not.toThrow();
  });

  it('refuses rows over the limit, naming the plan that lifts it', () => {
    const error = refusal(() => assertFileWithinLimits(basic, { rows: 1_001, columns: 3 }));
    expect(error.code).toBe('PLAN_LIMIT');
    expect(error.status).toBe(402);
    expect(error.message).toBe(
      'The Basic plan allows files up to 1,000 rows. Upgrade to Pro for up to 100,000 rows.',
    );
  });

  it('suggests the plan that is big enough, not merely the next one', () => {
    const error = refusal(() => assertFileWithinLimits(basic, { rows: 500_000, columns: 3 }));
    expect(error.message).toBe(
      'The Basic plan allows files up to 1,000 rows. Upgrade to Enterprise for up to 1,000,000 rows.',
    );
  });

  it('refuses columns over the limit', () => {
    const error = refusal(() => assertFileWithinLimits(basic, { rows: 10, columns: 16 }));
    expect(error.message).toBe(
      'The Basic plan allows files up to 15 columns. Upgrade to Pro for up to 50 columns.',
    );
  });

  it('refuses multi-sheet Excel on Basic', () => {
    const error = refusal(() => assertFileWithinLimits(basic, { rows: 10, columns: 2, sheets: 2 }));
    expect(error.message).toBe(
      'The Basic plan allows single-sheet Excel files only. Upgrade to Pro for Excel files with up to 5 sheets.',
    );
  });

  it('refuses a sixth sheet on every plan, with no upgrade to offer', () => {
    const error = refusal(() =>
      assertFileWithinLimits(
        { plan: 'Enterprise', trialEndsAt: null },
        { rows: 1, columns: 1, sheets: 6 },
      ),
    );
    expect(error.message).toBe(
      'The Enterprise plan allows Excel files with up to 5 sheets. Please contact support to raise this limit.',
    );
  });
});

describe('assertEmailSupport', () => {
  it('refuses Basic and allows Pro', () => {
    expect(refusal(() => assertEmailSupport({ plan: 'Basic', trialEndsAt: null })).message).toBe(
      'The Basic plan does not include email support. Upgrade to Pro for email support.',
    );
    expect(() => assertEmailSupport({ plan: 'Pro', trialEndsAt: null })).not.toThrow();
  });
});
