import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { buildLexicon } from './lexicon';
import { repairSpacing } from './repair-spacing';
import { repairCueTypos } from './repair-typos';
import { tokenize } from './tokenize';
import { understand } from './understand';

const model = shopModel();
const lexicon = buildLexicon(model);
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  // Whether the reading is sure is the confidence model's call; here only what was read counts.
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const spaced = (question: string) => repairSpacing(question, tokenize(question), lexicon);
const cues = (question: string) =>
  repairCueTypos(tokenize(question), lexicon).map((token) => token.lower);

describe('repairSpacing', () => {
  it('puts back a space missing or slipped beside a function word', () => {
    expect(spaced('How many customerswith age over 30?')).toBe(
      'How many customers with age over 30?',
    );
    expect(spaced('Show orders wit hrevenue over 100')).toBe('Show orders with revenue over 100');
    expect(spaced('revenue ofJapan')).toBe('revenue of Japan');
  });

  it('leaves words alone that only split into function words or into nothing known', () => {
    expect(spaced('orders within a week')).toBe('orders within a week');
    expect(spaced('Which island has customers?')).toBe('Which island has customers?');
  });

  it('reads the repaired question', () => {
    const query = read('How many customerswith age over 30?');
    expect(query.select[0]?.expr).toMatchObject({ kind: 'aggregate', fn: 'count' });
    expect(query.where[0]).toMatchObject({ op: 'gt', value: 30, left: { column: 'age' } });
  });
});

describe('repairCueTypos', () => {
  it('reads a misspelt question word as the one meant', () => {
    expect(cues('the most commmon city')).toContain('common');
    expect(cues('names in alphaetical order')).toContain('alphabetical');
    const query = read('What is the most commmon city of customers?');
    expect(query.groupBy[0]).toMatchObject({ column: 'city' });
    expect(query.limit).toBe(1);
    expect(read('List product names in alphaetical order').orderBy[0]).toMatchObject({
      direction: 'asc',
      expr: { column: 'product_name' },
    });
  });

  it('leaves short words, other first letters and plain words alone', () => {
    const words = 'small teach flight along';
    expect(cues(words)).toEqual(words.split(' '));
  });

  it('prefers a model name as near as the question word', () => {
    // "countr" is one letter from "count" and from the country column: left to the model's typos.
    expect(cues('customers by countr')).toEqual(['customers', 'by', 'countr']);
    expect(read('How many customers by countr').groupBy[0]).toMatchObject({ column: 'country' });
  });
});
