import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';

export type SampleQuestionKind = 'total-by' | 'over-time' | 'top-n' | 'count';

export interface SampleQuestion {
  kind: SampleQuestionKind;
  text: string;
  table: string;
}

/** The parts of a semantic model the templates read (the model or the db-schema answer). */
export interface ModelLike {
  tables: Pick<SemanticTable, 'name' | 'label' | 'columns'>[];
}

const MAX_QUESTIONS = 8;

const words = (label: string) => label.trim().toLowerCase();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function visibleByRole(columns: SemanticColumn[], role: SemanticColumn['role']) {
  return columns.filter((column) => !column.hidden && column.role === role);
}

/** The questions one table supports, in the order a new user would try them. */
function questionsForTable(table: ModelLike['tables'][number]): SampleQuestion[] {
  const measure = visibleByRole(table.columns, 'measure')[0];
  const [dimension, secondDimension] = visibleByRole(table.columns, 'dimension');
  const time = visibleByRole(table.columns, 'time')[0];
  const ask = (kind: SampleQuestionKind, text: string) => ({ kind, table: table.name, text });
  const questions: SampleQuestion[] = [];
  if (measure && dimension) {
    questions.push(ask('total-by', `total ${words(measure.label)} by ${words(dimension.label)}`));
  }
  if (measure && time) questions.push(ask('over-time', `${words(measure.label)} over time`));
  const topDimension = secondDimension ?? dimension;
  if (measure && topDimension) {
    const text = `top 5 ${words(topDimension.label)} by ${words(measure.label)}`;
    questions.push(ask('top-n', text));
  }
  questions.push(ask('count', `how many ${words(table.label || table.name)}`));
  return questions;
}

/**
 * Sample questions built from a model with simple templates: "total <measure> by <dimension>",
 * "<measure> over time", "top 5 <dimension> by <measure>" and "how many <table>". Hidden columns
 * are never used. At most 8, first sentence letter capitalised, no duplicates.
 */
export function sampleQuestions(model: ModelLike): SampleQuestion[] {
  const seen = new Set<string>();
  const result: SampleQuestion[] = [];
  for (const question of model.tables.flatMap(questionsForTable)) {
    const text = capitalise(question.text);
    if (seen.has(text) || result.length >= MAX_QUESTIONS) continue;
    seen.add(text);
    result.push({ ...question, text });
  }
  return result;
}
