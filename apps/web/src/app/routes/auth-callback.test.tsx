import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth-callback';

describe('safeReturnPath', () => {
  it.each([
    ['/settings/team', '/settings/team'],
    ['/rooms?tab=2', '/rooms?tab=2'],
    ['//evil.example/x', '/'],
    ['https://evil.example', '/'],
    [null, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
