import { describe, expect, it } from 'vitest';
import { hasHeaderProblems, headerProblems, headersChanged, suggestHeaders } from './header-fixes';

describe('header fixes', () => {
  it('flags blank and duplicate names, ignoring case and spaces', () => {
    expect(headerProblems(['id', ' ', 'Name', 'name ', 'total'])).toEqual([
      null,
      'empty',
      'duplicate',
      'duplicate',
      null,
    ]);
    expect(hasHeaderProblems(['a', 'b'])).toBe(false);
  });

  it('flags names longer than the server accepts', () => {
    expect(headerProblems(['x'.repeat(201)])).toEqual(['too-long']);
  });

  it('suggests unique names that keep the good ones', () => {
    expect(suggestHeaders(['id', '', 'id', 'ID', 'id_2'])).toEqual([
      'id',
      'column_2',
      'id_2',
      'ID_3',
      'id_2_2',
    ]);
    expect(hasHeaderProblems(suggestHeaders(['', '', 'a', 'a', 'A ']))).toBe(false);
  });

  it('keeps suggestions within the length limit', () => {
    const long = 'y'.repeat(200);
    const [first, second] = suggestHeaders([long, long]);
    expect(first).toHaveLength(200);
    expect(second).toHaveLength(200);
    expect(second?.endsWith('_2')).toBe(true);
  });

  it('detects whether anything was renamed', () => {
    expect(headersChanged(['a', 'b'], ['a', 'b '])).toBe(false);
    expect(headersChanged(['a', ''], ['a', 'column_2'])).toBe(true);
  });
});
