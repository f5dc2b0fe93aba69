// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlText, passageContext } from './text-context';

describe('passageContext', () => {
  const text = `${'Intro words here. '.repeat(10)}Staff get 25 days of paid leave a year. ${'Other rules follow. '.repeat(10)}`;

  it('marks the passage with the text around it, cut at spaces', () => {
    const context = passageContext(text, 'staff get 25 days of paid leave', 40);
    expect(context?.segments.map((s) => s.isHit)).toEqual([false, true, false]);
    expect(context?.segments[1]?.text).toBe('Staff get 25 days of paid leave');
    expect(context?.segments[0]?.text.startsWith(' ')).toBe(false);
    expect(context?.isCutBefore).toBe(true);
    expect(context?.isCutAfter).toBe(true);
  });

  it('marks each fragment of a snippet joined with "…"', () => {
    const context = passageContext(text, 'Staff get 25 days … a year. Other rules follow', 1000);
    expect(context?.segments.filter((s) => s.isHit).map((s) => s.text)).toEqual([
      'Staff get 25 days',
      'a year. Other rules follow',
    ]);
    expect(context?.isCutBefore).toBe(false);
  });

  it('answers null when the passage is not in the text', () => {
    expect(
      passageContext('Nothing about leave.', 'Expenses over 500 EUR need approval'),
    ).toBeNull();
  });
});

describe('htmlText', () => {
  it("keeps the body's text and drops scripts and styles", () => {
    const html =
      '<html><head><style>p{}</style></head><body><p>Leave is <b>25 days</b>.</p><script>alert(1)</script></body></html>';
    expect(htmlText(html)).toBe('Leave is 25 days.');
  });
});
