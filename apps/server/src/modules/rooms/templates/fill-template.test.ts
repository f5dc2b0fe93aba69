import { AppError } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

function failureOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('fillTemplate', () => {
  it('replaces every occurrence with the trimmed value', () => {
    const filled = fillTemplate('revenue in {region} for {year}, {region} only', {
      region: '  North ',
      year: '2024',
      unused: 'ignored',
    });
    expect(filled).toBe('revenue in North for 2024, North only');
  });

  it('never expands a value again and keeps other braces', () => {
    const filled = fillTemplate('{a} and {b} and {1}', { a: '{b}', b: '$& $1 {a}' });
    expect(filled).toBe('{b} and $& $1 {a} and {1}');
  });

  it('turns line breaks and control characters in a value into spaces', () => {
    expect(fillTemplate('in {region}', { region: 'North\nEast\u0000 ' })).toBe('in North East');
  });

  it('names the missing or blank placeholder', () => {
    const missing = failureOf(() => fillTemplate('in {region} for {year}', { region: 'North' }));
    expect(missing.code).toBe('VALIDATION_FAILED');
    expect(missing.message).toBe('Fill in {year}.');
    expect(missing.details).toEqual({
      fields: [{ path: 'values.year', message: 'Fill in {year}.' }],
    });
    const blank = failureOf(() => fillTemplate('in {region}', { region: '   ' }));
    expect(blank.message).toBe('Fill in {region}.');
  });

  it('does not read values from the prototype', () => {
    const failure = failureOf(() => fillTemplate('{toString}', {}));
    expect(failure.message).toBe('Fill in {toString}.');
  });

  it('refuses a filled question over 1,000 characters', () => {
    const text = `${'x'.repeat(990)} {a}`;
    expect(fillTemplate(text, { a: 'short' })).toHaveLength(996);
    expect(failureOf(() => fillTemplate(text, { a: 'y'.repeat(20) })).code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
