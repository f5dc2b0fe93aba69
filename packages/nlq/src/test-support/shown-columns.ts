import type { SemanticModel } from '@tabletalk/contracts';
import { understand } from '../understand/understand';

/**
 * The columns a question's answer shows, in order: a column by its name (`table.column` when
 * `qualified`), any other expression by its kind ("aggregate"). Throws when the engine declines.
 */
export function shownColumns(
  model: SemanticModel,
  question: string,
  options: { qualified?: boolean } = {},
): string[] {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query.select.map(({ expr }) => {
    if (expr.kind !== 'column') return expr.kind;
    return options.qualified ? `${expr.table}.${expr.column}` : expr.column;
  });
}
