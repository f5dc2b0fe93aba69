import { describe, expect, it } from 'vitest';
import { toPlainSentence } from './to-plain-sentence';

describe('toPlainSentence', () => {
  it('strips markdown and keeps the first sentence', () => {
    const text =
      '## Summary\n**Revenue** in 2023 was `1.2M`, up 14% on [2022](http://x.y). Second sentence.';
    expect(toPlainSentence(text)).toBe('Revenue in 2023 was 1.2M, up 14% on 2022.');
  });

  it('drops bullets, tags and wrapping quotes', () => {
    expect(toPlainSentence('- "North <b>leads</b> with 40 orders."')).toBe(
      'North leads with 40 orders.',
    );
  });

  it('caps the length at a word boundary', () => {
    const sentence = toPlainSentence('word '.repeat(100), 50);
    expect(sentence.length).toBeLessThanOrEqual(50);
    expect(sentence.endsWith('word…')).toBe(true);
  });

  it('returns an empty string when nothing is left', () => {
    expect(toPlainSentence(' ** ` ')).toBe('');
  });
});
