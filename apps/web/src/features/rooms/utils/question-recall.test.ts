import { describe, expect, it } from 'vitest';
import { composerKeyAction, questionHistory, recallNext, recallPrevious } from './question-recall';

const key = (name: string, shiftKey = false, isComposing = false) => ({
  key: name,
  shiftKey,
  isComposing,
});

describe('composerKeyAction', () => {
  it('asks on Enter and breaks the line on Shift+Enter', () => {
    expect(composerKeyAction(key('Enter'), 'total revenue', null)).toBe('ask');
    expect(composerKeyAction(key('Enter', true), 'total revenue', null)).toBe('newline');
  });

  it('leaves Enter alone while an input method composes', () => {
    expect(composerKeyAction(key('Enter', false, true), 'x', null)).toBeNull();
  });

  it('recalls with ↑ only in an empty box or while browsing', () => {
    expect(composerKeyAction(key('ArrowUp'), '', null)).toBe('recall-previous');
    expect(composerKeyAction(key('ArrowUp'), '  ', null)).toBe('recall-previous');
    expect(composerKeyAction(key('ArrowUp'), 'typing', null)).toBeNull();
    expect(composerKeyAction(key('ArrowUp'), 'recalled', 2)).toBe('recall-previous');
    expect(composerKeyAction(key('ArrowDown'), 'recalled', 2)).toBe('recall-next');
    expect(composerKeyAction(key('ArrowDown'), '', null)).toBeNull();
    expect(composerKeyAction(key('a'), '', null)).toBeNull();
  });
});

describe('recall', () => {
  const history = ['total revenue by region', 'only 2024', 'by month'];

  it('walks back from the last question and stops at the first', () => {
    const first = recallPrevious(history, null);
    expect(first).toEqual({ text: 'by month', cursor: 2 });
    const second = recallPrevious(history, first?.cursor ?? null);
    expect(second).toEqual({ text: 'only 2024', cursor: 1 });
    expect(recallPrevious(history, 0)).toEqual({ text: 'total revenue by region', cursor: 0 });
    expect(recallPrevious([], null)).toBeNull();
  });

  it('walks forward and back to an empty draft', () => {
    expect(recallNext(history, 1)).toEqual({ text: 'by month', cursor: 2 });
    expect(recallNext(history, 2)).toEqual({ text: '', cursor: null });
    expect(recallNext(history, null)).toEqual({ text: '', cursor: null });
  });

  it('keeps one of repeated questions and drops blanks', () => {
    expect(questionHistory(['a', 'a', '', 'b', 'a'])).toEqual(['a', 'b', 'a']);
  });
});
