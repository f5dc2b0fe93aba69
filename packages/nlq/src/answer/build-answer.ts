import type {
  Answer,
  AnswerColumn,
  AnswerOrigin,
  Reading,
  SemanticModel,
  StructuredQuery,
} from '@tabletalk/contracts';
import type { ChartPreference } from '../types';
import { analyzeResult } from './analyze-result';
import { composeDescription } from './compose-description';
import { chooseDisplayKind } from './display-kind';
import { planChart } from './plan-chart';
import { collectQualityNotes } from './quality-notes';

/** Bigints as text: the answer is stored and sent as JSON, which cannot hold them. */
function toJsonRows(rows: unknown[][]): unknown[][] {
  const hasBigint = rows.some((row) => row.some((cell) => typeof cell === 'bigint'));
  if (!hasBigint) return rows;
  return rows.map((row) => row.map((cell) => (typeof cell === 'bigint' ? cell.toString() : cell)));
}

/** Most alternative readings an answer carries (the contract's limit). */
const MAX_READINGS = 3;

export interface BuildAnswerInput {
  /** Null when the SQL came from a language model. */
  query: StructuredQuery | null;
  /** Who wrote the SQL (default: the engine). */
  origin?: AnswerOrigin;
  sql: string;
  interpretation: string;
  confidence: number;
  readings: Reading[];
  result: { columns: AnswerColumn[]; rows: unknown[][]; truncated: boolean };
  model: SemanticModel;
  /** The user's "as a pie chart", overriding the rules when it can apply. */
  chart?: ChartPreference;
  /** For "the current period is partial"; defaults to the current time. */
  now?: Date;
}

/**
 * Turns a query's rows into an Answer: how to show them (WIDGET for a single value, GRAPH with a
 * validated Vega-Lite chart, or TABLE), one sentence computed from the rows, and data-quality
 * notes (a partial last period, mostly empty columns, rows cut at the limit, a chart preference
 * that could not apply). Rows are returned as given, bigints as text for JSON. Throws only when the Vega-Lite
 * schema cannot be loaded.
 * @example buildAnswer({ query, sql, interpretation, confidence: 1, readings: [], result, model })
 */
export function buildAnswer(input: BuildAnswerInput): Answer {
  const { query, model, result: raw } = input;
  const preference = input.chart ?? null;
  const result = analyzeResult({ query, model, columns: raw.columns, rows: raw.rows });
  const plan = planChart(result, preference);
  const context = { query, model, truncated: raw.truncated, interpretation: input.interpretation };
  const notes = collectQualityNotes({ ...context, result, now: input.now ?? new Date() });
  if (plan.note && !notes.includes(plan.note)) notes.push(plan.note);
  return {
    structuredQuery: query,
    origin: input.origin ?? 'engine',
    sql: input.sql,
    interpretation: input.interpretation,
    confidence: Math.min(1, Math.max(0, input.confidence)),
    columns: raw.columns,
    rows: toJsonRows(raw.rows),
    truncated: raw.truncated,
    displayKind: chooseDisplayKind({ result, hasChart: plan.spec !== null, preference }),
    chart: plan.spec,
    description: composeDescription(result, context),
    notes,
    readings: input.readings.slice(0, MAX_READINGS),
  };
}
