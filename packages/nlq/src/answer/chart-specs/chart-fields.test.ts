import { describe, expect, it } from 'vitest';
import { buildResult, columnOf } from '../test-fixtures';
import { escapeField, numberFormat, timeUnitOf } from './chart-fields';

describe('escapeField', () => {
  it.each([
    ['revenue', 'revenue'],
    ['revenue.eur', 'revenue\\.eur'],
    ['a[0]', 'a\\[0\\]'],
    ['back\\slash', 'back\\\\slash'],
  ])('%s → %s', (name, field) => {
    expect(escapeField(name)).toBe(field);
  });
});

describe('numberFormat and timeUnitOf', () => {
  const result = buildResult(
    [
      ['Share', 'measure', { isShare: true }],
      ['Revenue', 'measure'],
      ['At', 'time', { type: 'timestamp' }],
      ['Week', 'time', { grain: 'week' }],
    ],
    [],
  );

  it('formats shares as percentages and other measures with separators', () => {
    expect(numberFormat(columnOf(result, 'Share'))).toBe('.1~%');
    expect(numberFormat(columnOf(result, 'Revenue'))).toBe(',.2~f');
  });

  it('keeps the clock for timestamps without a grain and days for weeks', () => {
    expect(timeUnitOf(columnOf(result, 'At'))).toBe('utcyearmonthdatehoursminutes');
    expect(timeUnitOf(columnOf(result, 'Week'))).toBe('utcyearmonthdate');
  });
});
