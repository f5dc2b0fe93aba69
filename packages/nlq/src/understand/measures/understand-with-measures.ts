import type { Reading } from '@tabletalk/contracts';
import type { UnderstandInput, Understanding } from '../../types';
import type { ConfidenceFeatures } from '../confidence';
import { interpret } from '../interpret';
import {
  understand as readColumns,
  understandWithFeatures as readColumnsWithFeatures,
} from '../understand';
import { labelEntityCounts, withEntityLabels } from './entity-count-labels';
import { expandMeasures } from './expand-measures';
import { leavesStandIn } from './leaves-stand-in';
import { measureView } from './measure-view';
import { namesEveryMeasure } from './names-measure';

/**
 * Reads a plain-language question against a source's semantic model and returns a structured
 * query with an interpretation in words and a confidence, or declines when nothing in the question
 * names the source's tables, columns, measures or values. Measures ("revenue", "average order
 * value") are read as columns of their table and compiled from their formula. Pure: no I/O.
 */
export function understand(input: UnderstandInput): Understanding {
  return readWithMeasures(input, readColumns);
}

/**
 * `understand`, also returning the features its confidence was judged on (null for follow-ups,
 * liked examples and declines), for training the confidence model on what the product reads.
 */
export function understandWithFeatures(input: UnderstandInput): {
  understanding: Understanding;
  features: ConfidenceFeatures | null;
} {
  let features: ConfidenceFeatures | null = null;
  const understanding = readWithMeasures(input, (columnsInput) => {
    // The reading returned is the one read last (a guessed measure reads the question again).
    const read = readColumnsWithFeatures(columnsInput);
    features = read.features;
    return read.understanding;
  });
  return { understanding, features };
}

function readWithMeasures(
  input: UnderstandInput,
  understandColumns: (input: UnderstandInput) => Understanding,
): Understanding {
  const view = measureView(input.model);
  if (view.measures.size === 0) return withEntityLabels(understandColumns(input), input.model);
  const result = understandColumns({ ...input, model: view.model });
  if (result.status === 'declined') return result;
  const query = expandMeasures(result.query, view, input.model);
  // A measure the question does not name was guessed for other words ("total takings"); one
  // inside a subquery ("products with revenue above 1000") has no place to go yet: either way
  // the question is read as if there were no measures.
  const guessed = !namesEveryMeasure(input.question, query, [...view.measures.values()]);
  if (guessed || leavesStandIn(query, view))
    return withEntityLabels(understandColumns(input), input.model);
  const readings: Reading[] = result.readings.flatMap((reading) => {
    const structuredQuery = expandMeasures(reading.structuredQuery, view, input.model);
    if (leavesStandIn(structuredQuery, view)) return [];
    return [{ ...reading, structuredQuery, text: interpret(input.model, structuredQuery) }];
  });
  // A measure's synonyms are not a column's: the Enrich screen could not edit them as one.
  const synonyms = result.knowledge.synonyms.filter(
    (used) =>
      used.column === null ||
      ![...view.measures.values()].some((m) => m.table === used.table && m.name === used.column),
  );
  return {
    ...result,
    query: labelEntityCounts(query, input.model),
    readings,
    interpretation: interpret(input.model, query),
    knowledge: { ...result.knowledge, synonyms },
  };
}
