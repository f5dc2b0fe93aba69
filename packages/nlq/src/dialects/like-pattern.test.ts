import { describe, expect, it } from 'vitest';
import { likePatternFor } from './dialect-functions';
import { BACKSLASH_ESCAPE, BANG_ESCAPE, BRACKET_ESCAPE, likePattern } from './like-pattern';

describe('likePattern', () => {
  it('escapes wildcards and the escape character before wrapping the value', () => {
    expect(likePattern("o'b%", 'contains', BANG_ESCAPE)).toBe("%o'b!%%");
    expect(likePattern('a_b!c', 'starts_with', BANG_ESCAPE)).toBe('a!_b!!c%');
    expect(likePattern('[x]%', 'ends_with', BANG_ESCAPE)).toBe('%[x]!%');
  });

  it("escapes SQL Server's character classes", () => {
    expect(likePattern('[x]%_', 'ends_with', BRACKET_ESCAPE)).toBe('%[[]x][%][_]');
  });

  it('uses backslashes for BigQuery, which has no ESCAPE clause', () => {
    expect(likePattern('50%\\_', 'contains', BACKSLASH_ESCAPE)).toBe('%50\\%\\\\\\_%');
    expect(likePatternFor('bigquery', '!', 'contains')).toBe('%!%');
  });

  it('keeps unicode and refuses an unknown operator', () => {
    expect(likePatternFor('postgres', 'Café ☕', 'contains')).toBe('%Café ☕%');
    expect(() => likePattern('x', 'like' as 'contains', BANG_ESCAPE)).toThrow(RangeError);
  });
});
