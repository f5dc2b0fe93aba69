import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { connectingTables } from './connecting-tables';
import { scoreTables } from './score-tables';

export interface RankTablesOptions {
  /** Models with more tables than this are pruned to the relevant ones (default 12). */
  pruneAbove?: number;
  /** How many best-scoring tables a pruned prompt keeps before join-path tables (default 8). */
  keepTop?: number;
}

/**
 * The tables a prompt should show, most relevant first. Small models keep every table, ordered
 * by score. Large ones keep the best-scoring tables (or the first ones when no word matches)
 * followed by the tables on the join paths between them. Callers cut from the end when the
 * prompt is too long. Pure; throws nothing.
 */
export function rankTables(
  model: SemanticModel,
  question: string,
  options: RankTablesOptions = {},
): SemanticTable[] {
  const pruneAbove = options.pruneAbove ?? 12;
  const keepTop = options.keepTop ?? 8;
  const scores = scoreTables(model.tables, question);
  const ranked = model.tables
    .map((table, index) => ({ table, score: scores[index] ?? 0, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  if (model.tables.length <= pruneAbove) return ranked.map((entry) => entry.table);

  const matching = ranked.filter((entry) => entry.score > 0);
  const top = (matching.length > 0 ? matching : ranked).slice(0, keepTop).map((e) => e.table);
  return [...top, ...connectingTables(model.tables, model.relationships, top)];
}
