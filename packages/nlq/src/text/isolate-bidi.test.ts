import { DECEPTIVE_PAYLOADS } from '@tabletalk/contracts/testing';
import { describe, expect, it } from 'vitest';
import { isolateBidi } from './isolate-bidi';

describe('isolateBidi (SECURITY D6)', () => {
  it('fences a name holding a right-to-left override, so it cannot reorder the sentence', () => {
    const name = DECEPTIVE_PAYLOADS.rightToLeft;
    expect(isolateBidi(name)).toBe(`\u2068${name}\u2069`);
    expect(isolateBidi('a\u2067b')).toBe('\u2068a\u2067b\u2069');
  });

  it('keeps every other name as it is, look-alike letters included', () => {
    for (const name of ['North', 'Zürich', 'مرحبا', DECEPTIVE_PAYLOADS.homoglyph, '']) {
      expect(isolateBidi(name)).toBe(name);
    }
  });
});
