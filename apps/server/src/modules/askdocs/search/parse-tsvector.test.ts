import { describe, expect, it } from 'vitest';
import { parseTsvector } from './parse-tsvector';

describe('parseTsvector', () => {
  it('reads lexemes with positions and weights, and escaped quotes and backslashes', () => {
    const parsed = parseTsvector(`'dog':3,7B 'o''neil':2A 'c:\\\\path':9 'bare'`);
    expect([...parsed.entries()]).toEqual([
      ['dog', [3, 7]],
      ["o'neil", [2]],
      ['c:\\path', [9]],
      ['bare', []],
    ]);
    expect(parseTsvector('').size).toBe(0);
  });
});
