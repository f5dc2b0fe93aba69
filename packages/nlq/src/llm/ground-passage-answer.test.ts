import { describe, expect, it } from 'vitest';
import { groundPassageAnswer } from './ground-passage-answer';

describe('groundPassageAnswer', () => {
  it('renumbers the cited passages in the order first cited', () => {
    expect(
      groundPassageAnswer(
        'Leave is 25 days [3]. It can be carried over [1][3].',
        [1, 2, 3],
        'concise',
      ),
    ).toEqual({ text: 'Leave is 25 days [1]. It can be carried over [2][1].', sources: [3, 1] });
  });

  it('splits marker lists and drops numbers that name no given passage', () => {
    expect(groundPassageAnswer('A [2, 7]. B [passage 9]. C [1; 2].', [1, 2], 'detailed')).toEqual({
      text: 'A [1]. B. C [2][1].',
      sources: [2, 1],
    });
  });

  it('refuses an answer that cites nothing, or only passages it was not given', () => {
    expect(groundPassageAnswer('PWNED', [1, 2], 'concise')).toBeNull();
    expect(groundPassageAnswer('Leave is 25 days [4]. See [12].', [1, 2, 3], 'concise')).toBeNull();
    expect(groundPassageAnswer('[1]', [1], 'concise')).toEqual({ text: '[1]', sources: [1] });
  });

  it('gives plain text, and a "- " at the start of every line of a bullets answer', () => {
    const reply = '## Leave\n\n* **25 days** a year [1]\n2. Carried over until March [2]\n\n';
    expect(groundPassageAnswer(reply, [1, 2], 'bullets')).toEqual({
      text: '- Leave\n- 25 days a year [1]\n- Carried over until March [2]',
      sources: [1, 2],
    });
    expect(
      groundPassageAnswer('See [the policy](http://x) [1].\n\n\n\nMore [1].', [1], 'detailed'),
    ).toEqual({ text: 'See the policy [1].\n\nMore [1].', sources: [1] });
  });
});
