import { describe, expect, it } from 'vitest';
import type { AnswerStatus } from './answer';
import { formatReport, percentile, summarize } from './report';
import type { QuestionOutcome } from './score-answer';
import type { Hardness } from './spider-questions';

function outcome(
  hardness: Hardness,
  isCorrect: boolean,
  status: AnswerStatus,
  ms: number,
  readingHit = isCorrect,
  isTieAccepted = false,
): QuestionOutcome {
  const hasResult = status === 'understood' || status === 'unsure';
  return {
    question: { id: 0, dbId: 'db', question: 'q', goldSql: 'SELECT 1', hardness },
    answer: {
      status,
      interpretation: null,
      sql: hasResult ? 'SELECT 1' : null,
      params: [],
      ms,
      error: null,
      readings: [],
    },
    isCorrect,
    reason: isCorrect ? null : 'rows differ',
    gold: { columns: ['a'], rows: [[1]] },
    ours: hasResult ? { columns: ['a'], rows: [[isCorrect ? 1 : 2]] } : null,
    readingHit,
    isTieAccepted,
  };
}

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    expect([percentile(values, 0.5), percentile(values, 0.95), percentile([], 0.5)]).toEqual([
      10, 19, 0,
    ]);
  });
});

describe('summarize', () => {
  const outcomes = [
    outcome('easy', true, 'understood', 1),
    outcome('easy', false, 'unsure', 2),
    outcome('medium', false, 'declined', 3),
    outcome('extra', true, 'understood', 4, true, true),
  ];

  it('computes accuracy overall and per hardness, declined share and times', () => {
    expect(summarize(outcomes).summary).toEqual({
      accuracy: 0.5,
      byHardness: { easy: 0.5, medium: 0, hard: 0, extra: 1 },
      declined: 0.25,
      count: 4,
      coverage: 0.5,
      sureAccuracy: 1,
      unsureAccuracy: 0,
      readingHit: 0,
      tiesAccepted: 1,
      p50ms: 2,
      p95ms: 4,
    });
  });

  it('counts unsure answers and errors apart from declines', () => {
    const failed = outcome('hard', false, 'failed', 1);
    const { counts } = summarize([...outcomes, failed]);
    expect([counts.unsure, counts.declined, counts.errors]).toEqual([1, 1, 1]);
  });

  it('prints a row per hardness and the shares', () => {
    const { summary, counts } = summarize(outcomes);
    const lines = formatReport(summary, counts);
    expect(lines).toContain('easy             1      2    50.0%');
    expect(lines).toContain('declined  1/4 (25.0%)');
    expect(lines).toContain('unsure    1/4 (25.0%)');
  });

  it('prints coverage, sureAccuracy, unsureAccuracy and readingHit', () => {
    const { summary, counts } = summarize(outcomes);
    const lines = formatReport(summary, counts);
    expect(lines).toContain('sure      2/4 (coverage 50.0%), right 2 (sureAccuracy 100.0%)');
    expect(lines).toContain(
      'not sure  2/4, right 0 (unsureAccuracy 0.0%), right reading offered 0 (readingHit 0.0%)',
    );
  });
});

describe('summarize: confidence', () => {
  const outcomes = [
    outcome('easy', true, 'understood', 1),
    outcome('easy', true, 'understood', 1),
    outcome('easy', false, 'understood', 1),
    outcome('medium', true, 'unsure', 1),
    outcome('medium', false, 'unsure', 1, true),
    outcome('medium', false, 'unsure', 1, false),
    outcome('hard', false, 'declined', 1),
    outcome('hard', false, 'failed', 1),
  ];

  it('shares sure answers of all and right answers of the sure ones', () => {
    const { summary } = summarize(outcomes);
    expect([summary.coverage, summary.sureAccuracy]).toEqual([0.375, 0.6667]);
  });

  it('counts unsure, declined and failed answers as not sure', () => {
    const { summary, counts } = summarize(outcomes);
    expect([counts.sure, counts.unsureCorrect, summary.unsureAccuracy]).toEqual([3, 1, 0.2]);
  });

  it('counts a right answer or a right offered reading as a reading hit among the not sure', () => {
    const { summary, counts } = summarize(outcomes);
    expect([counts.readingHits, summary.readingHit]).toEqual([2, 0.4]);
  });

  it('ignores reading hits of answers marked sure', () => {
    const wrongSure = outcome('easy', false, 'understood', 1, true);
    expect(summarize([wrongSure]).counts.readingHits).toBe(0);
  });

  it('is 0, not NaN, when nothing is marked sure or everything is', () => {
    const [first] = outcomes;
    const onlySure = summarize(first ? [first] : []).summary;
    const noneSure = summarize([outcome('easy', false, 'declined', 1)]).summary;
    expect([onlySure.unsureAccuracy, onlySure.readingHit, noneSure.sureAccuracy]).toEqual([
      0, 0, 0,
    ]);
  });
});
