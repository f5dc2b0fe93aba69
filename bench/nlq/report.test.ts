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
    },
    isCorrect,
    reason: isCorrect ? null : 'rows differ',
    gold: { columns: ['a'], rows: [[1]] },
    ours: hasResult ? { columns: ['a'], rows: [[isCorrect ? 1 : 2]] } : null,
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
    outcome('extra', true, 'understood', 4),
  ];

  it('computes accuracy overall and per hardness, declined share and times', () => {
    expect(summarize(outcomes).summary).toEqual({
      accuracy: 0.5,
      byHardness: { easy: 0.5, medium: 0, hard: 0, extra: 1 },
      declined: 0.25,
      count: 4,
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
});
