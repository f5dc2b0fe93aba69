import type { SemanticTable } from '@tabletalk/contracts';
import { findTable } from '../../model';
import type { Example } from '../../types';
import { queryReferences } from './query-references';
import { toWords } from './words';

/** Whether every table and column the example's query uses is among the shown (visible) ones. */
function usesOnly(example: Example, tables: readonly SemanticTable[]): boolean {
  const references = queryReferences(example.structuredQuery);
  const byAlias = new Map<string, SemanticTable[]>();
  for (const source of references.tables) {
    const table = findTable(tables, source.name, source.schema);
    if (!table) return false;
    byAlias.set(source.as, [...(byAlias.get(source.as) ?? []), table]);
  }
  return references.columns.every(({ table, column }) =>
    (byAlias.get(table) ?? []).some((t) => t.columns.some((c) => c.name === column)),
  );
}

/**
 * The liked examples closest to the question by shared words, best first, at most `limit`.
 * Leaves out examples that share no word, or whose query uses a table or column the prompt does
 * not show (a hidden column or a pruned table). Pure; throws nothing.
 */
export function pickExamples(
  examples: readonly Example[],
  question: string,
  tables: readonly SemanticTable[],
  limit: number,
): Example[] {
  if (limit <= 0) return [];
  const questionWords = new Set(toWords(question));
  return examples
    .map((example, index) => {
      const shared = new Set(toWords(example.question).filter((w) => questionWords.has(w)));
      return { example, index, overlap: shared.size };
    })
    .filter((entry) => entry.overlap > 0 && usesOnly(entry.example, tables))
    .sort((a, b) => b.overlap - a.overlap || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.example);
}
