import { describe, expect, it } from 'vitest';
import { computeWindow } from './windowed-range';

const base = { scrollTop: 0, viewportHeight: 400, rowHeight: 40, rowCount: 100_000, overscan: 5 };

describe('computeWindow', () => {
  it('renders the visible rows plus overscan below at the top', () => {
    expect(computeWindow(base)).toEqual({
      start: 0,
      end: 16,
      offsetTop: 0,
      totalHeight: 4_000_000,
    });
  });

  it('keeps the rendered slice small anywhere in 100,000 rows', () => {
    const range = computeWindow({ ...base, scrollTop: 2_000_020 });
    expect(range.start).toBe(50_000 - 5);
    expect(range.end).toBe(50_000 + 11 + 5);
    expect(range.offsetTop).toBe(range.start * 40);
    expect(range.end - range.start).toBeLessThanOrEqual(21);
  });

  it('clamps at the end of the list', () => {
    const range = computeWindow({ ...base, scrollTop: 10_000_000 });
    expect(range.end).toBe(100_000);
    expect(range.start).toBe(100_000 - 10 - 5);
  });

  it('treats elastic negative scroll as the top', () => {
    expect(computeWindow({ ...base, scrollTop: -120 }).start).toBe(0);
  });

  it('handles lists shorter than the viewport and empty lists', () => {
    expect(computeWindow({ ...base, rowCount: 3 })).toEqual({
      start: 0,
      end: 3,
      offsetTop: 0,
      totalHeight: 120,
    });
    expect(computeWindow({ ...base, rowCount: 0 })).toEqual({
      start: 0,
      end: 0,
      offsetTop: 0,
      totalHeight: 0,
    });
  });

  it('survives a zero-height viewport (hidden tab)', () => {
    const range = computeWindow({ ...base, viewportHeight: 0, scrollTop: 400 });
    expect(range.start).toBe(5);
    expect(range.end).toBe(16);
  });
});
