import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from './split-into-passages';
import { splitSentences } from './split-sentences';

/** `count` numbered sentences of 10 words each: "Sentence 1 has …". */
function sentences(count: number, from = 1): string {
  return Array.from(
    { length: count },
    (_, index) => `Sentence ${from + index} has exactly ten words in it for counting.`,
  ).join(' ');
}

describe('splitIntoPassages', () => {
  it('keeps each passage on its page and numbers them in reading order', () => {
    const passages = splitIntoPassages([
      { number: 1, text: sentences(60) },
      { number: 2, text: '' },
      { number: 3, text: sentences(5) },
    ]);
    expect(passages.map((passage) => passage.position)).toEqual(passages.map((_, index) => index));
    expect(new Set(passages.map((passage) => passage.page))).toEqual(new Set([1, 3]));
    const last = passages.at(-1);
    expect(last?.page).toBe(3);
    expect(last?.text).toBe(sentences(5));
    for (const passage of passages.filter((p) => p.page === 1)) {
      expect(passage.text).not.toContain(
        'Sentence 1 has exactly ten words in it for counting. Sentence 1 has',
      );
    }
  });

  it('cuts at sentence ends into passages of about 100–250 words, overlapping by a sentence', () => {
    const passages = splitIntoPassages([{ number: 1, text: sentences(60) }]);
    expect(passages.length).toBeGreaterThanOrEqual(3);
    for (const passage of passages) {
      expect(passage.words).toBeLessThanOrEqual(250);
      expect(passage.words).toBeGreaterThanOrEqual(100);
      expect(passage.text).toMatch(/^Sentence \d+ has/);
      expect(passage.text).toMatch(/counting\.$/);
    }
    const [first, second] = passages;
    const lastOfFirst = first?.text.split('. ').at(-1) ?? '';
    const firstOfSecond = `${second?.text.split('. ')[0]}.`;
    expect(second?.text).toContain(lastOfFirst);
    expect(first?.text).toContain(firstOfSecond);
    expect(second?.words).toBeGreaterThan(0);
    const all = passages.map((passage) => passage.text).join(' ');
    for (let n = 1; n <= 60; n += 1) expect(all).toContain(`Sentence ${n} has`);
  });

  it('does not end a sentence at an abbreviation or an initial', () => {
    const text = `${sentences(20)} See Fig. 2 and the work of J. Smith et al. on this. ${sentences(20, 21)}`;
    const passages = splitIntoPassages([{ number: 1, text }], { maxWords: 120, minWords: 60 });
    const holding = passages.find((passage) => passage.text.includes('See Fig.'));
    expect(holding?.text).toContain('See Fig. 2 and the work of J. Smith et al. on this.');
  });

  it('cuts a sentence longer than the limit, and words that run on without spaces', () => {
    const long = `${'word '.repeat(600)}end.`;
    const passages = splitIntoPassages([{ number: 4, text: long }], { maxWords: 250 });
    expect(passages.length).toBeGreaterThanOrEqual(3);
    for (const passage of passages) expect(passage.words).toBeLessThanOrEqual(250);
    const blob = splitIntoPassages([{ number: 1, text: 'x'.repeat(100_000) }]);
    for (const passage of blob) expect(passage.text.length).toBeLessThan(250 * 66);
    expect(blob.map((passage) => passage.text.replaceAll(' ', '')).join('')).toBe(
      'x'.repeat(100_000),
    );
  });

  it('ends a sentence after a heading line, but not at a wrapped line of running text', () => {
    const text = [
      'Ferry timetable',
      'The night ferry to Port Ellis departs at 23:40 from pier 7, every day of the week',
      'Including holidays. Tickets are sold at the harbour office.',
    ].join('\n');
    const [passage] = splitIntoPassages([{ number: 2, text }]);
    expect(passage?.text).toBe(
      'Ferry timetable\nThe night ferry to Port Ellis departs at 23:40 from pier 7, every day of the week Including holidays. Tickets are sold at the harbour office.',
    );
    // Split again (as answers quote sentences), the heading stays apart.
    expect(splitSentences(passage?.text ?? '')).toEqual([
      'Ferry timetable',
      'The night ferry to Port Ellis departs at 23:40 from pier 7, every day of the week Including holidays.',
      'Tickets are sold at the harbour office.',
    ]);
    // Lines of a narrow column, each about as long as the next, are one sentence.
    expect(splitSentences('The night ferry to\nPort Ellis departs at\nnight from pier 7.')).toEqual(
      ['The night ferry to Port Ellis departs at night from pier 7.'],
    );
  });

  it('gives nothing for pages without words, and strips control characters', () => {
    expect(splitIntoPassages([{ number: 1, text: ' \n\n … ' }])).toEqual([]);
    const [passage] = splitIntoPassages([{ number: 1, text: 'Null\u0000 here\u0002.' }]);
    expect(passage?.text).toBe('Null here .');
  });
});
