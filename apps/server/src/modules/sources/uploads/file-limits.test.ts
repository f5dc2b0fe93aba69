import { FileRejectedError } from '@tabletalk/connectors';
import { describe, expect, it } from 'vitest';
import { ingestLimitsFor, rejectionReason } from './file-limits';

describe('file limits', () => {
  it('takes rows, columns and sheets from the plan; the sample is exempt', () => {
    expect(ingestLimitsFor({ plan: 'Basic', trialEndsAt: null })).toEqual({
      maxRows: 1_000,
      maxColumns: 15,
      maxSheets: 1,
    });
    expect(ingestLimitsFor({ plan: 'Pro', trialEndsAt: null })).toEqual({
      maxRows: 100_000,
      maxColumns: 50,
      maxSheets: 5,
    });
    expect(ingestLimitsFor({ plan: 'Basic', trialEndsAt: null }, true).maxRows).toBe(100_000);
  });

  it('words a refused limit as the plan message, and other refusals in their own words', () => {
    const basic = { plan: 'Basic', trialEndsAt: null };
    const limits = ingestLimitsFor(basic);
    const reason = (code: ConstructorParameters<typeof FileRejectedError>[0]) =>
      rejectionReason(basic, new FileRejectedError(code, 'Own words.'), limits);
    expect(reason('TOO_MANY_ROWS')).toBe(
      'The Basic plan allows files up to 1,000 rows. Upgrade to Pro for up to 100,000 rows.',
    );
    expect(reason('TOO_MANY_COLUMNS')).toBe(
      'The Basic plan allows files up to 15 columns. Upgrade to Pro for up to 50 columns.',
    );
    expect(reason('TOO_MANY_SHEETS')).toBe(
      'The Basic plan allows single-sheet Excel files only. Upgrade to Pro for Excel files with up to 5 sheets.',
    );
    expect(reason('EMPTY')).toBe('Own words.');
  });
});
