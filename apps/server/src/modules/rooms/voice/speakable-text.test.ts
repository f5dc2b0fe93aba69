import { describe, expect, it } from 'vitest';
import { toSpeakableText } from './speakable-text';

describe('toSpeakableText', () => {
  it.each([
    ['Total revenue in 2023 was 1.2M.', 'Total revenue in 2023 was 1.2 million.'],
    [
      'North leads with 34.2K, 38% of the total.',
      'North leads with 34.2 thousand, 38% of the total.',
    ],
    ['Revenue is 3B or 1.5T', 'Revenue is 3 billion or 1.5 trillion'],
    ['€1.2M and $45K', '€1.2 million and $45 thousand'],
    ['1,234,567.89 orders; 3,400 units', '1234567.89 orders; 3400 units'],
    ['The list 1,2,3 and 2023,2024 stay', 'The list 1,2,3 and 2023,2024 stay'],
    ['Change of \u22125 since Q1 in 4K TVs', 'Change of minus 5 since Q1 in 4 thousand TVs'],
    ['Product A4K and 12Kg, 1.5Million', 'Product A4K and 12Kg, 1.5Million'],
    ['line one\nline two\t\u0000 end ', 'line one line two end'],
  ])('%s → %s', (text, spoken) => {
    expect(toSpeakableText(text)).toBe(spoken);
  });

  it('cuts long text at a sentence end, else at a word end', () => {
    const sentences = `${'a'.repeat(700)}. ${'b'.repeat(400)}.`;
    expect(toSpeakableText(sentences)).toBe(`${'a'.repeat(700)}.`);
    const words = Array.from({ length: 300 }, () => 'word').join(' ');
    const cut = toSpeakableText(words);
    expect(cut.length).toBeLessThanOrEqual(1000);
    expect(cut.endsWith('word')).toBe(true);
    expect(toSpeakableText('x'.repeat(2000))).toHaveLength(1000);
  });
});
