import { describe, expect, it } from 'vitest';
import { previewSentence } from './column-type-preview';

describe('previewSentence', () => {
  it('says how many values convert and which keep their text', () => {
    const preview = { filled: 1200, convertible: 1198, unparsed: 2, examples: ['call us', 'tbd'] };
    expect(previewSentence(preview, 'price')).toBe(
      '1,198 of 1,200 values convert. 2 keep their text in price_raw: “call us”, “tbd”.',
    );
    expect(previewSentence({ filled: 3, convertible: 3, unparsed: 0, examples: [] }, 'x')).toBe(
      'All 3 values convert.',
    );
  });
});
