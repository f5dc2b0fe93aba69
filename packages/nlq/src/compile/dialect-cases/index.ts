import { dialects } from '@tabletalk/contracts';
import { aggregateCases } from './aggregate-cases';
import { conditionCases } from './condition-cases';
import type { DialectCase, SharedCase } from './dialect-case';
import { dialectOnlyCases } from './dialect-only-cases';
import { joinAndSubqueryCases } from './join-and-subquery-cases';
import { measureCases } from './measure-cases';

export type { DialectCase, Expectation, Refusal, SharedCase } from './dialect-case';

const sharedCases: SharedCase[] = [
  ...aggregateCases,
  ...joinAndSubqueryCases,
  ...conditionCases,
  ...measureCases,
];

/**
 * Every compile case as one row per dialect, dialect by dialect: the shared cases, then the
 * dialect's own. A refused row takes its name from the refusal.
 */
export const dialectCases: DialectCase[] = dialects.flatMap((dialect) => [
  ...sharedCases.map(({ expected, ...rest }) => {
    const expectation = expected[dialect];
    const name = 'refuses' in expectation ? expectation.refuses : rest.name;
    return { ...rest, name, dialect, expected: expectation };
  }),
  ...dialectOnlyCases.filter((row) => row.dialect === dialect),
]);
