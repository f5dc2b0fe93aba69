import type { QuestionOutcome } from './score-answer';
import { type Hardness, hardnessLevels } from './spider-questions';

/** The `--json` line: exactly these fields, shares 0–1 (a hardness with no questions is 0). */
export interface BenchSummary {
  accuracy: number;
  byHardness: Record<Hardness, number>;
  declined: number;
  count: number;
  /** Share of all questions answered as `understood` (marked sure). */
  coverage: number;
  /** Share right among the questions marked sure. */
  sureAccuracy: number;
  /** Share right among the questions not marked sure (unsure, declined, failed). */
  unsureAccuracy: number;
  /** Among the questions not marked sure: share where a right reading was among those offered. */
  readingHit: number;
  /** Questions counted right because the gold query's sort left a tie open (any tied row). */
  tiesAccepted: number;
  p50ms: number;
  p95ms: number;
}

/** Counts behind the summary, for the human-readable table. */
export interface BenchCounts {
  correct: number;
  byHardness: Record<Hardness, { correct: number; count: number }>;
  declined: number;
  unsure: number;
  /** Engine threw, compiling threw, or the SQL failed on DuckDB. */
  errors: number;
  /** Answered `understood`, and right among those. */
  sure: number;
  sureCorrect: number;
  /** Not marked sure: right as answered, and right among the readings offered. */
  unsureCorrect: number;
  readingHits: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Nearest-rank percentile of `values` (0 for none). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? 0;
}

function confidenceCounts(outcomes: readonly QuestionOutcome[]) {
  const sure = outcomes.filter((o) => o.answer.status === 'understood');
  const notSure = outcomes.filter((o) => o.answer.status !== 'understood');
  return {
    sure: sure.length,
    sureCorrect: sure.filter((o) => o.isCorrect).length,
    unsureCorrect: notSure.filter((o) => o.isCorrect).length,
    readingHits: notSure.filter((o) => o.readingHit).length,
  };
}

/**
 * Sums up scored questions: execution accuracy overall and per hardness, the declined share,
 * how many were marked sure and how right those and the others were (with the readings offered),
 * and the median and 95th percentile of the time to understand and compile. Never throws.
 */
export function summarize(outcomes: readonly QuestionOutcome[]): {
  summary: BenchSummary;
  counts: BenchCounts;
} {
  const byHardness = Object.fromEntries(
    hardnessLevels.map((level) => {
      const ofLevel = outcomes.filter((outcome) => outcome.question.hardness === level);
      const correct = ofLevel.filter((outcome) => outcome.isCorrect).length;
      return [level, { correct, count: ofLevel.length }];
    }),
  ) as BenchCounts['byHardness'];
  const count = outcomes.length;
  const withStatus = (status: string) => outcomes.filter((o) => o.answer.status === status).length;
  const counts: BenchCounts = {
    correct: outcomes.filter((outcome) => outcome.isCorrect).length,
    byHardness,
    declined: withStatus('declined'),
    unsure: withStatus('unsure'),
    errors: outcomes.filter((o) => o.answer.status !== 'declined' && !o.ours).length,
    ...confidenceCounts(outcomes),
  };
  const times = outcomes.map((outcome) => outcome.answer.ms);
  const summary: BenchSummary = {
    accuracy: round(share(counts.correct, count), 4),
    byHardness: Object.fromEntries(
      hardnessLevels.map((level) => [
        level,
        round(share(byHardness[level].correct, byHardness[level].count), 4),
      ]),
    ) as Record<Hardness, number>,
    declined: round(share(counts.declined, count), 4),
    count,
    coverage: round(share(counts.sure, count), 4),
    sureAccuracy: round(share(counts.sureCorrect, counts.sure), 4),
    unsureAccuracy: round(share(counts.unsureCorrect, count - counts.sure), 4),
    readingHit: round(share(counts.readingHits, count - counts.sure), 4),
    tiesAccepted: outcomes.filter((outcome) => outcome.isTieAccepted).length,
    p50ms: round(percentile(times, 0.5), 3),
    p95ms: round(percentile(times, 0.95), 3),
  };
  return { summary, counts };
}

const percent = (part: number, whole: number) => `${(share(part, whole) * 100).toFixed(1)}%`;
const row = (label: string, part: number, whole: number) =>
  `${label.padEnd(10)}${String(part).padStart(8)}${String(whole).padStart(7)}${percent(part, whole).padStart(9)}`;

/**
 * The human-readable table of a run's results, one string per line; `timed` names what the
 * per-question times cover.
 */
export function formatReport(
  summary: BenchSummary,
  counts: BenchCounts,
  timed = 'understand + compile',
): string[] {
  const { count } = summary;
  return [
    `${'hardness'.padEnd(10)}${'correct'.padStart(8)}${'count'.padStart(7)}${'accuracy'.padStart(9)}`,
    ...hardnessLevels.map((level) =>
      row(level, counts.byHardness[level].correct, counts.byHardness[level].count),
    ),
    row('all', counts.correct, count),
    `(right through a tie the gold query's sort left open: ${summary.tiesAccepted})`,
    '',
    `declined  ${counts.declined}/${count} (${percent(counts.declined, count)})`,
    `unsure    ${counts.unsure}/${count} (${percent(counts.unsure, count)})`,
    `errors    ${counts.errors}/${count} (engine, compile or query errors)`,
    `sure      ${counts.sure}/${count} (coverage ${percent(counts.sure, count)}), right ${counts.sureCorrect} (sureAccuracy ${percent(counts.sureCorrect, counts.sure)})`,
    `not sure  ${count - counts.sure}/${count}, right ${counts.unsureCorrect} (unsureAccuracy ${percent(counts.unsureCorrect, count - counts.sure)}), right reading offered ${counts.readingHits} (readingHit ${percent(counts.readingHits, count - counts.sure)})`,
    `time per question (${timed}): p50 ${summary.p50ms} ms, p95 ${summary.p95ms} ms`,
  ];
}
