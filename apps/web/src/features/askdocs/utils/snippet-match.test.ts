import { describe, expect, it } from 'vitest';
import { matchingItems, snippetRanges } from './snippet-match';

describe('snippetRanges', () => {
  it('finds the snippet across line breaks, case and punctuation', () => {
    const text = 'Leave.\nStaff get 25 Days\nof paid leave, every year.';
    const [range] = snippetRanges(text, 'staff get 25 days of paid leave');
    expect(range && text.slice(range.start, range.end)).toBe('Staff get 25 Days\nof paid leave');
  });

  it('finds each fragment of a snippet joined with "…", in the order of the text', () => {
    const text = 'Managers approve expenses. Other things. Receipts are kept for ten years.';
    const ranges = snippetRanges(text, 'receipts are kept for ten … managers approve expenses');
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      'Managers approve expenses',
      'Receipts are kept for ten',
    ]);
  });

  it('takes the longest shared run when the snippet differs from the page', () => {
    const text = 'The notice period is three months for all permanent staff.';
    const [range] = snippetRanges(text, 'The notice period is 3 months for all permanent staff');
    expect(range && text.slice(range.start, range.end)).toBe('months for all permanent staff');
  });

  it('finds nothing when only a few letters are shared', () => {
    expect(snippetRanges('Completely unrelated page text.', 'Quarterly revenue grew')).toEqual([]);
  });
});

describe('matchingItems', () => {
  it('picks the run of text items holding the snippet, a hyphenated word included', () => {
    const items = [
      'Holidays',
      'Employees get 25 days of paid',
      'leave a year; unused em-',
      'ployees days',
      'Sick leave',
    ];
    expect(matchingItems(items, 'get 25 days of paid leave a year; unused employees')).toEqual([
      1, 2, 3,
    ]);
  });

  it('leaves out blank items and answers nothing without a match', () => {
    expect(
      matchingItems(['Annual leave is', ' ', 'twenty five days'], 'leave is twenty five days'),
    ).toEqual([0, 2]);
    expect(matchingItems(['Nothing here'], 'Expenses over 500 EUR')).toEqual([]);
  });
});
