import { describe, expect, it } from 'vitest';
import { buildAnswer, buildAskResult } from '../test-factories';
import {
  answerAsText,
  confidenceLabel,
  fileBaseName,
  formatValue,
  singleValue,
  truncationNote,
} from './answer-text';

describe('answerAsText', () => {
  it('copies the question, the sentence and the rows as tab-separated lines', () => {
    expect(answerAsText('total revenue by region', buildAskResult())).toBe(
      [
        'total revenue by region',
        'North had the most revenue.',
        '',
        'Region\tRevenue',
        'North\t1200.5',
        'South\t800',
      ].join('\n'),
    );
  });

  it('says how many rows were left out', () => {
    const rows = Array.from({ length: 52 }, (_, index) => [`r${index}`, index]);
    const text = answerAsText('q', buildAskResult({ answer: buildAnswer({ rows }) }));
    expect(text.split('\n').at(-1)).toBe('… 2 more rows');
    expect(text).toContain('r49\t49');
    expect(text).not.toContain('r50');
  });

  it('copies a declined question with its message', () => {
    const declined = buildAskResult({ status: 'declined', answer: null, message: 'Which table?' });
    expect(answerAsText('foo', declined)).toBe('foo\nWhich table?');
  });
});

describe('formatting', () => {
  it('words the confidence', () => {
    expect(confidenceLabel(0.92)).toBe('High (92%)');
    expect(confidenceLabel(0.6)).toBe('Medium (60%)');
    expect(confidenceLabel(0.2)).toBe('Low (20%)');
  });

  it('formats a single value', () => {
    expect(formatValue(1234567.891)).toBe('1,234,567.89');
    expect(formatValue(null)).toBe('—');
    expect(formatValue('North')).toBe('North');
  });
});

describe('singleValue', () => {
  it('takes the first number of the first row with its column', () => {
    const answer = buildAnswer({
      displayKind: 'WIDGET',
      columns: [
        { name: 'Year', type: 'text' },
        { name: 'Revenue', type: 'decimal' },
      ],
      rows: [['2024', 99.5]],
    });
    expect(singleValue(answer)).toEqual({ label: 'Revenue', value: 99.5 });
  });

  it('falls back to the last cell, and to null without rows', () => {
    const text = buildAnswer({ columns: [{ name: 'Best', type: 'text' }], rows: [['North']] });
    expect(singleValue(text)).toEqual({ label: 'Best', value: 'North' });
    expect(singleValue(buildAnswer({ rows: [] }))).toBeNull();
  });
});

describe('fileBaseName', () => {
  it('slugs the question for a file name', () => {
    expect(fileBaseName('Total revenue by région, 2024?')).toBe('total-revenue-by-region-2024');
    expect(fileBaseName('???')).toBe('answer');
    expect(fileBaseName('x'.repeat(100))).toHaveLength(60);
  });
});

describe('truncationNote', () => {
  it('says how many rows an answer cut at the row cap shows, and nothing otherwise', () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ['North', index]);
    expect(truncationNote(buildAnswer({ rows, truncated: true }))).toBe(
      'Only the first 10,000 rows of a longer result.',
    );
    expect(truncationNote(buildAnswer({ rows, truncated: false }))).toBeUndefined();
  });
});
