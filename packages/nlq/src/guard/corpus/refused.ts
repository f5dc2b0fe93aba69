import { type Dialect, dialects } from '@tabletalk/contracts';
import type { CorpusCase } from './corpus-case';
import { refusedDialect } from './refused-dialect';
import { refusedFunctions } from './refused-functions';
import { refusedInput } from './refused-input';
import { refusedRelations } from './refused-relations';
import { refusedStatements } from './refused-statements';

/** Statements refused in every dialect (SECURITY.md B2 and C3 plus the list). */
export const refusedCommon: CorpusCase[] = [
  ...refusedInput,
  ...refusedStatements,
  ...refusedFunctions,
  ...refusedRelations,
];

/** Per dialect, the statements the guard must refuse (≥ 150 each). */
export const refusedByDialect = Object.fromEntries(
  dialects.map((dialect) => [dialect, [...refusedCommon, ...refusedDialect[dialect]]]),
) as Record<Dialect, CorpusCase[]>;
