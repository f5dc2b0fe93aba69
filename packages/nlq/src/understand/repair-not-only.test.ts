import { describe, expect, it } from 'vitest';
import { repairNotOnly } from './repair-not-only';
import { tokenize } from './tokenize';

const words = (question: string) => repairNotOnly(tokenize(question)).map((t) => t.lower);

describe('repairNotOnly', () => {
  it('reads "not only … but also" as "both … and"', () => {
    expect(words('members who not only row but also coach')).toEqual([
      'members',
      'who',
      'both',
      'row',
      'and',
      'coach',
    ]);
  });

  it('leaves a plain "not" and a "not only" without "but also" alone', () => {
    expect(words('members who do not row')).toEqual(['members', 'who', 'do', 'not', 'row']);
    expect(words('not only members')).toEqual(['not', 'only', 'members']);
  });
});
