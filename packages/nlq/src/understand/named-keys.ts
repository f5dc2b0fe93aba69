import type { JoinStep } from './join-graph';
import { lemmasOf, tableEntityWords } from './lexicon';
import { stem } from './stem';
import { stopWords } from './stop-words';

/** Scores a join step; among steps joining the same two tables, the highest is taken. */
export type StepPreference = (step: JoinStep) => number;

/**
 * "problems reported by the staff named Bosco": when a table refers to another by several keys
 * (reported_by_staff_id, closure_authorised_by_staff_id), the key whose own words the question
 * says is the one meant. Counts the words of a step's key columns, beyond the two tables' names
 * and function words, that the question says (compared by stem).
 */
export function namedKeyPreference(questionStems: ReadonlySet<string>): StepPreference {
  return (step) => {
    const tableWords = new Set(
      [...tableEntityWords(step.from), ...tableEntityWords(step.to)].map(stem),
    );
    const words = [...step.fromColumns, ...step.toColumns]
      .flatMap(lemmasOf)
      .filter((word) => !stopWords.has(word) && word !== 'id')
      .map(stem)
      .filter((word) => !tableWords.has(word));
    return [...new Set(words)].filter((word) => questionStems.has(word)).length;
  };
}
