import { describe, expect, it } from 'vitest';
import { answerBlocks, answerLines } from './answer-parts';

describe('answerLines', () => {
  it('turns each marker into its citation, text around it kept', () => {
    expect(answerLines('Leave is 25 days. [1] Ask HR first.[2][1]', 2)).toEqual([
      {
        isBullet: false,
        at: 0,
        parts: [
          { kind: 'text', text: 'Leave is 25 days. ', at: 0 },
          { kind: 'citation', index: 0, at: 18 },
          { kind: 'text', text: ' Ask HR first.', at: 21 },
          { kind: 'citation', index: 1, at: 35 },
          { kind: 'citation', index: 0, at: 38 },
        ],
      },
    ]);
  });

  it('leaves a marker with no citation behind it as text', () => {
    expect(answerLines('See [3] and [0].', 2)).toEqual([
      { isBullet: false, at: 0, parts: [{ kind: 'text', text: 'See [3] and [0].', at: 0 }] },
    ]);
  });

  it('reads "- " lines as bullets and drops blank lines', () => {
    const lines = answerLines('Rules:\r\n\r\n- 25 days [1]\n- Carry 5 over [2]\nThat is all.', 2);
    expect(lines.map((line) => line.isBullet)).toEqual([false, true, true, false]);
    expect(lines.map((line) => line.at)).toEqual([0, 10, 24, 43]);
    expect(lines[1]?.parts[0]).toEqual({ kind: 'text', text: '25 days ', at: 12 });
    expect(answerBlocks(lines).map((block) => [block.isList, block.lines.length])).toEqual([
      [false, 1],
      [true, 2],
      [false, 1],
    ]);
  });
});
