import { describe, expect, it } from 'vitest';
import { planChart } from './plan-chart';
import { buildResult } from './test-fixtures';
import { validateChartSpec } from './validate-chart-spec';

const byRegion = buildResult(
  [
    ['Region', 'category'],
    ['Revenue', 'measure'],
  ],
  [
    ['North', 3400],
    ['South', -200],
  ],
);

describe('planChart', () => {
  it('follows the rules without a preference', () => {
    const plan = planChart(byRegion);
    expect(plan.note).toBeNull();
    expect(plan.spec?.mark).toEqual({ type: 'bar' });
    expect(validateChartSpec(plan.spec)).toEqual({ ok: true });
  });

  it('falls back to the rules with a note when the preference cannot apply', () => {
    const plan = planChart(byRegion, 'pie');
    expect(plan.spec?.mark).toEqual({ type: 'bar' });
    expect(plan.note).toBe(
      "A pie chart can't show negative values, so it is shown as a bar chart instead.",
    );
  });

  it('says when the fallback is a table', () => {
    const listing = buildResult(
      [
        ['Name', 'category'],
        ['City', 'category'],
      ],
      [['Ada', 'London']],
    );
    expect(planChart(listing, 'line')).toEqual({
      spec: null,
      note: 'A line chart needs one time column and a measure, so it is shown as a table instead.',
    });
  });

  it('draws nothing for a table preference, an empty result or duplicate names', () => {
    expect(planChart(byRegion, 'table')).toEqual({ spec: null, note: null });
    expect(planChart({ ...byRegion, rows: [] })).toEqual({ spec: null, note: null });
    const twins = buildResult(
      [
        ['Revenue', 'category'],
        ['Revenue', 'measure'],
      ],
      [['a', 1]],
    );
    expect(planChart(twins)).toEqual({ spec: null, note: null });
  });

  it('shows a single value as a number, saying so when a chart was asked for', () => {
    const single = buildResult([['Revenue', 'measure']], [[3400]]);
    expect(planChart(single)).toEqual({ spec: null, note: null });
    expect(planChart(single, 'pie')).toEqual({
      spec: null,
      note: 'A single value is shown as a number rather than a pie chart.',
    });
  });
});
