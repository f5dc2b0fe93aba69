import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

const numbers = (question: string) =>
  tokenize(question).flatMap((token) => (token.kind === 'number' ? [token.value] : []));

describe('tokenize: signed numbers', () => {
  it("reads a minus standing alone before digits as the number's sign", () => {
    expect(numbers('elevation between -50 and 50')).toEqual([-50, 50]);
  });

  it('reads a hyphen inside a name or a date as no sign', () => {
    expect(numbers('pilots of the Boeing 737-800')).toEqual([737, 800]);
  });
});
