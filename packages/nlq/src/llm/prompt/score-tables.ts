import type { SemanticTable } from '@tabletalk/contracts';
import { toWords } from './words';

const TABLE_WEIGHT = 3;
const COLUMN_WEIGHT = 2;
const VALUE_WEIGHT = 2;

function addWords(weights: Map<string, number>, texts: readonly string[], weight: number): void {
  for (const text of texts) {
    for (const word of toWords(text)) {
      weights.set(word, Math.max(weights.get(word) ?? 0, weight));
    }
  }
}

/** Each word a table is known by, with how strongly it points at the table. */
function tableWords(table: SemanticTable): Map<string, number> {
  const weights = new Map<string, number>();
  addWords(weights, [table.name, table.label, ...table.synonyms], TABLE_WEIGHT);
  for (const column of table.columns) {
    addWords(weights, [column.name, column.label, ...column.synonyms], COLUMN_WEIGHT);
    addWords(
      weights,
      column.values.map((entry) => entry.value),
      VALUE_WEIGHT,
    );
  }
  return weights;
}

/**
 * Scores how much a question is about each table: for every distinct word of the question, the
 * strongest match among the table's name, label and synonyms (3), its columns' names, labels and
 * synonyms (2) and its dictionary values (2). Returns scores in the tables' order. Pure.
 */
export function scoreTables(tables: readonly SemanticTable[], question: string): number[] {
  const questionWords = [...new Set(toWords(question))];
  return tables.map((table) => {
    const weights = tableWords(table);
    return questionWords.reduce((sum, word) => sum + (weights.get(word) ?? 0), 0);
  });
}
