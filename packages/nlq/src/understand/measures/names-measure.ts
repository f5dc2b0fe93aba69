import type {
  Condition,
  Expr,
  MeasureExpr,
  SemanticMeasure,
  StructuredQuery,
} from '@tabletalk/contracts';
import { synonymous } from '../column-aliases';
import { lemmasOf } from '../lexicon';
import { tokenize } from '../tokenize';

function containsRun(words: string[], run: string[]): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= words.length; start++)
    if (run.every((word, i) => words[start + i] === word)) return true;
  return false;
}

function usedMeasures(query: StructuredQuery): MeasureExpr[] {
  const lefts = (conditions: Condition[]): Expr[] =>
    conditions.flatMap((c) => {
      if (c.kind === 'and' || c.kind === 'or') return lefts(c.conditions);
      return 'left' in c && c.kind !== 'text' && c.kind !== 'null' ? [c.left] : [];
    });
  const exprs = [
    ...query.select.map((item) => item.expr),
    ...query.orderBy.map((item) => item.expr),
    ...lefts(query.having),
  ];
  return exprs.filter((expr): expr is MeasureExpr => expr.kind === 'measure');
}

/**
 * Whether every measure the query uses is named in the question (its name, label or a synonym,
 * or those in the words people use for them: "sales" for revenue):
 * a measure is read when asked for, never guessed for words that named nothing ("total takings").
 */
export function namesEveryMeasure(
  question: string,
  query: StructuredQuery,
  measures: SemanticMeasure[],
): boolean {
  const words = tokenize(question).map((token) => token.lemma);
  return usedMeasures(query).every((used) => {
    const measure = measures.find((m) => m.name === used.name);
    if (!measure) return true;
    const phrases = [measure.name, measure.label, ...measure.synonyms].map(lemmasOf);
    return [...phrases, ...synonymous(phrases)].some((phrase) => containsRun(words, phrase));
  });
}
