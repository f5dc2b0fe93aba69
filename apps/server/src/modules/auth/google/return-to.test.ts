import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/rooms?id=1#top', '/rooms?id=1#top'],
    ['/', '/'],
    [undefined, '/'],
    ['', '/'],
    ['rooms', '/'],
    ['https://evil.test/', '/'],
    ['//evil.test/', '/'],
    ['/\\evil.test/', '/'],
    ['/ok\r\nSet-Cookie: x=1', '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
