import type { AnswerColumn, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { analyzeResult } from './analyze-result';
import { composeDescription } from './compose-description';

export interface DescribeResultInput {
  /** Null when the SQL came from a language model. */
  query: StructuredQuery | null;
  columns: AnswerColumn[];
  rows: unknown[][];
  /** The rows were cut at the row limit. */
  truncated: boolean;
  model: SemanticModel;
  /** The engine's reading in words; names a lone value whose column has no readable name. */
  interpretation?: string;
}

/**
 * One readable sentence about a result, every figure taken from its rows: "Total revenue in
 * 2023 was 1.2M.", "Revenue in Mar 2024 was 1.2M, up 14% on Feb 2024.", "North leads with
 * 34.2K, 38% of the total, ahead of South with 21K.", "12 orders.", "Showing the first 10,000
 * rows.", "No rows match.". Figures are compact from 10,000 on (1.2M, 45.3K), shares are
 * percentages with one decimal. Never throws.
 */
export function describeResult(input: DescribeResultInput): string {
  const result = analyzeResult(input);
  return composeDescription(result, {
    query: input.query,
    model: input.model,
    truncated: input.truncated,
    interpretation: input.interpretation ?? '',
  });
}
