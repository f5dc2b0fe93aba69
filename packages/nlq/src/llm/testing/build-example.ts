import { emptyQuery } from '../../test-support/structured-query';
import type { Example } from '../../types';

/** A liked example whose query sums or lists `column` of `table`. Test-only. */
export function buildExample(question: string, table: string, column: string): Example {
  const structuredQuery = emptyQuery(
    { name: table, schema: 'public', as: 't' },
    {
      select: [{ expr: { kind: 'column', table: 't', column }, as: column }],
    },
  );
  return { question, structuredQuery };
}
