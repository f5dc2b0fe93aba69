import type { SemanticModel, StructuredQuery, TableSource } from '@tabletalk/contracts';
import { understand } from '../understand/understand';

/** A structured query of `from` with every part empty (no columns shown yet), to override. */
export function emptyQuery(
  from: TableSource,
  parts: Partial<StructuredQuery> = {},
): StructuredQuery {
  return {
    from,
    joins: [],
    select: [],
    distinct: false,
    where: [],
    groupBy: [],
    having: [],
    orderBy: [],
    limit: null,
    ...parts,
  };
}

/** The structured query the engine reads for `question`; throws when the engine declines. */
export function understoodQuery(
  model: SemanticModel,
  question: string,
  now: Date,
): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}
